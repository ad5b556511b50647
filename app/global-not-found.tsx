import "./globals.css";
import { type Metadata } from "next";
import { IntentLink } from "@/components/intent-link";
import { Container } from "@/components/layout/container";
import { NotFoundRedirect, type RedirectTargets } from "@/components/not-found-redirect";
import { SiteLayout } from "@/components/site-layout";
import { buttonVariants } from "@/components/ui/button";
import { getLocales, getUi, router } from "@/lib/content";
import { HTML_LANG } from "@/lib/i18n";

// Static hosts serve this one file (404.html) for every unknown path in both languages, so it
// speaks both and its redirect picks the language from the path. Next adds the noindex meta.
export function generateMetadata(): Metadata {
  return {
    title: {
      absolute: getLocales()
        .map((locale) => getUi(locale).notFound.title)
        .join(" – "),
    },
  };
}

export default function GlobalNotFound() {
  const locales = getLocales();
  const targets: RedirectTargets = locales.map((locale) => ({
    prefix: router.page("home", locale),
    home: router.page("home", locale),
    services: router.page("services", locale),
  }));
  return (
    <SiteLayout locale="en">
      <NotFoundRedirect targets={targets} />
      <Container className="grid gap-16 py-20 lg:grid-cols-2">
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
    </SiteLayout>
  );
}
