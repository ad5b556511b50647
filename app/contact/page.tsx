import { ContactDetails } from "@/components/contact/contact-details";
import { OfficeMap } from "@/components/contact/office-map";
import { QuoteForm } from "@/components/contact/quote-form";
import { Container, PageHeader } from "@/components/section";
import { Toaster } from "@/components/ui/toaster";
import { ui } from "@/content/ui";
import { getPages, getSite } from "@/lib/content";
import { ROUTES } from "@/lib/routes";
import { buildMetadata } from "@/lib/seo";

const page = getPages().contact;

export const metadata = buildMetadata({ ...page.meta, path: ROUTES.contact });

export default function ContactPage() {
  const site = getSite();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.4fr_1fr]">
        <section id="quote" aria-labelledby="quote-heading">
          <h2 id="quote-heading" className="text-2xl font-bold text-brand-900">
            {page.formHeading}
          </h2>
          <p className="mt-2 mb-8 text-muted">{page.formIntro}</p>
          <QuoteForm
            whatsappNumber={site.phones.whatsapp.e164}
            labels={ui.form}
            toastLabels={ui.toast}
          />
        </section>
        <ContactDetails site={site} heading={page.detailsHeading} />
      </Container>
      <Container className="pb-16">
        <OfficeMap site={site} heading={page.mapHeading} />
      </Container>
      {/* Only the quote form raises a toast, so only this page carries the toast code. */}
      <Toaster
        closeLabel={ui.toast.close}
        regionLabel={ui.toast.region}
        announceLabel={ui.toast.announce}
      />
    </>
  );
}
