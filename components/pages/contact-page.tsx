import { ContactDetails } from "@/components/contact/contact-details";
import { Credentials } from "@/components/credentials";
import { OfficeMap } from "@/components/contact/office-map";
import { QuoteForm } from "@/components/contact/quote-form";
import { QuoteFormNoScript } from "@/components/contact/quote-form-noscript";
import { Container } from "@/components/layout/container";
import { TextLink } from "@/components/text-link";
import { PageHeader } from "@/components/layout/page-header";
import {
  getAllServices,
  getCampaignLines,
  getEstimateWindows,
  getPages,
  getProcess,
  getSite,
  getUi,
  router,
} from "@/lib/content";
import { registerChecks } from "@/lib/site/register-checks";
import { type Locale } from "@/lib/schemas/locales";

export function ContactPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).contact;
  const ui = getUi(locale);
  const site = getSite(locale);
  const windows = getEstimateWindows(locale);
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.4fr_1fr]">
        <section id={router.anchor("quote", locale)} aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="text-2xl font-bold text-brand-900">
            {page.formHeading}
          </h2>
          <p className="mt-2 text-muted">{page.formIntro}</p>
          <p className="mt-2 mb-8">
            <TextLink href={router.page("prices", locale)}>{ui.prices.link}</TextLink>
          </p>
          {/* Without JavaScript the one-box form stands in for this one
              (`noscript:` is `@media (scripting: none)`). */}
          <div className="noscript:hidden">
            <QuoteForm
              whatsappNumber={site.phones.whatsapp.e164}
              greeting={site.whatsappGreeting}
              labels={{
                ...ui.form,
                whatsapp: ui.whatsapp,
                campaigns: getCampaignLines(locale),
                priceRange: ui.prices,
              }}
              toastLabels={ui.toast}
              windows={windows}
              photoLists={Object.fromEntries(
                getAllServices(locale).map((service) => [service.id, service.photoList]),
              )}
              process={{ href: router.page("process", locale), title: getProcess(locale).title }}
            />
          </div>
          <QuoteFormNoScript locale={locale} />
        </section>
        <div className="grid content-start gap-8">
          <ContactDetails site={site} heading={page.detailsHeading} locale={locale} />
          <Credentials
            id="credentials-heading"
            credentials={site.credentials}
            checks={registerChecks(site, locale)}
            labels={ui.credentials}
            locale={locale}
            className="rounded-card bg-surface p-6 sm:p-8"
          />
        </div>
      </Container>
      <Container className="pb-16">
        <OfficeMap site={site} heading={page.mapHeading} locale={locale} />
      </Container>
    </>
  );
}
