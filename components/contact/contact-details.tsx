import { Icon } from "@/components/icon";
import { Section } from "@/components/layout/section";
import { mailtoHref, telHref } from "@/lib/nav/hrefs";
import { whatsappUrl } from "@/lib/quote/whatsapp";
import { getUi, type Site } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";

function Row({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
}) {
  return (
    // dt and dd must be direct children of the row (dl > div > dt), so the icon sits in the dt.
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm font-medium text-muted">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 grid size-11 place-items-center rounded-button bg-brand-50 text-brand-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/** The contact page shows the WhatsApp number (docs/decisions/0001) and the office line. */
type ContactDetailsProps = { site: Site; heading: string; locale: Locale };

export function ContactDetails({ site, heading, locale }: ContactDetailsProps) {
  const ui = getUi(locale);
  return (
    <Section id="details-heading" heading={heading} className="rounded-card bg-surface p-6 sm:p-8">
      <dl className="mt-6 space-y-5">
        <Row icon={<Icon name="whatsapp" />} term={ui.contact.phoneWhatsapp}>
          <a href={telHref(site.phones.whatsapp.e164)} className={linkClass}>
            {site.phones.whatsapp.display}
          </a>
          {" · "}
          <a
            href={whatsappUrl(site.phones.whatsapp.e164, site.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {ui.cta.whatsapp}
            <span className="sr-only"> {ui.cta.newWindow}</span>
          </a>
        </Row>
        <Row icon={<Icon name="phone" />} term={ui.contact.phoneOffice}>
          <a href={telHref(site.phones.office.e164)} className={linkClass}>
            {site.phones.office.display}
          </a>
        </Row>
        <Row icon={<Icon name="mail" />} term={ui.contact.email}>
          <a href={mailtoHref(site.email)} className={linkClass}>
            {site.email}
          </a>
        </Row>
        <Row icon={<Icon name="map-pin" />} term={ui.contact.address}>
          <address className="not-italic">{site.address.line}</address>
        </Row>
        <Row icon={<Icon name="clock" />} term={ui.contact.hours}>
          <ul>
            {site.hours.days.map((entry) => (
              <li key={entry.days}>
                {entry.days}
                {ui.colon}
                {entry.hours}
              </li>
            ))}
          </ul>
        </Row>
      </dl>
    </Section>
  );
}
