import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { NotFoundRedirect, type RedirectTargets } from "@/components/not-found-redirect";
import { buttonVariants } from "@/components/ui/button";
import { getUi, router } from "@/lib/content";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type Locale } from "@/lib/schemas/locales";

/**
 * The not-found page's body: one section per language, the first as the page's heading, and
 * the redirect that moves a browser with JavaScript on to its language's home or services.
 */
export function NotFoundView({ locales }: { locales: readonly Locale[] }) {
  const targets: RedirectTargets = locales.map((locale) => ({
    prefix: router.page("home", locale),
    home: router.page("home", locale),
    services: router.page("services", locale),
  }));
  return (
    <>
      <NotFoundRedirect targets={targets} />
      {/* The post-build step (scripts/build/post-build/not-found.mjs) knows every copy Next writes
          of this page by this mark and the language it names, wherever Next puts them. */}
      <Container className="grid gap-16 py-20 lg:grid-cols-2" data-not-found={locales[0]}>
        {locales.map((locale, index) => {
          const ui = getUi(locale);
          const Heading = index === 0 ? "h1" : "h2";
          return (
            <section key={locale} lang={HTML_LANG[locale]} aria-labelledby={`not-found-${locale}`}>
              <Heading
                id={`not-found-${locale}`}
                className="text-3xl font-bold text-brand-900 sm:text-4xl"
              >
                {ui.notFound.heading}
              </Heading>
              <p className="mt-4 max-w-2xl text-lg text-muted">{ui.notFound.body}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <IntentLink
                  href={router.page("home", locale)}
                  className={buttonVariants({ variant: "brand" })}
                >
                  {ui.notFound.home}
                </IntentLink>
                <IntentLink
                  href={router.page("services", locale)}
                  className={buttonVariants({ variant: "outlineBrand" })}
                >
                  {ui.notFound.services}
                </IntentLink>
              </div>
            </section>
          );
        })}
      </Container>
    </>
  );
}
