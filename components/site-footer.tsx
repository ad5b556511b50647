import { Icon } from "@/components/icon";
import { LanguageSwitch } from "@/components/language-switch";
import { LinkList } from "@/components/link-list";
import { Logo } from "@/components/logo";
import { SocialLinks } from "@/components/social-links";
import { StandInNote } from "@/components/stand-in-note";
import { Container } from "@/components/layout/container";
import { getCategories, getSite, getUi } from "@/lib/content";
import { FOOTER_ID } from "@/lib/nav/anchors";
import { getLanguageSwitch, getLegalLinks, getMainPageLinks, routeTo } from "@/lib/nav/navigation";
import { mailtoHref, telHref } from "@/lib/nav/hrefs";
import { registerChecks } from "@/lib/site/register-checks";
import { getSectionLinks } from "@/lib/nav/section-links";
import { cn, format } from "@/lib/site/utils";
import { type Locale } from "@/lib/schemas/locales";

const linkClass = "rounded-sm hover:text-white hover:underline";

/** Every page shows the business's facts and photos: the footer says which are examples. */
const SITE_FACTS = [
  "phones",
  "email",
  "address",
  "rbqLicence",
  "insurance",
  "wsibClearance",
  "reviews",
  "privacyEmail",
  "paintClaims",
  "photos",
] as const;

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

type ContactRowProps = {
  icon: React.ComponentProps<typeof Icon>["name"];
  label: string;
  colon: string;
  children: React.ReactNode;
};

/** One line of the footer's address: its icon, its name for screen readers, its value. */
function ContactRow({ icon, label, colon, children }: ContactRowProps) {
  return (
    <p className="flex gap-3">
      <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-400" />
      <span>
        <span className="sr-only">
          {label}
          {colon}
        </span>
        {children}
      </span>
    </p>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const ui = getUi(locale);
  const site = getSite(locale);
  const quickLinks = [
    ...getMainPageLinks(locale),
    ...getSectionLinks(locale),
    { label: ui.footer.sitemap, href: routeTo("sitemap", locale) },
  ];
  // The trust line: the licence Quebec requires, and where anyone checks it.
  const rbq = registerChecks(site, locale).find((check) => check.register === "rbq");
  const categoryLinks = getCategories(locale).map((category) => ({
    label: category.name,
    href: category.href,
  }));
  return (
    <footer id={FOOTER_ID} className="bg-brand-900 pb-24 text-footer-text">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <Logo locale={locale} tone="light" />
          <p className="mt-4 max-w-xs">{ui.footer.about}</p>
          <h2 className="mt-6 text-base font-semibold text-white">{ui.footer.follow}</h2>
          <SocialLinks
            socials={site.socials}
            className="mt-3 flex gap-3"
            linkClassName="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20 hover:text-white"
            iconClassName="size-5"
          />
        </div>
        <FooterColumn title={ui.footer.quickLinks}>
          <LinkList links={quickLinks} className="space-y-2" linkClassName={linkClass} />
        </FooterColumn>
        <FooterColumn title={ui.footer.legal}>
          <LinkList links={getLegalLinks(locale)} className="space-y-2" linkClassName={linkClass} />
          <h3 className="mt-6 text-base font-semibold text-white">{ui.footer.ourServices}</h3>
          <LinkList links={categoryLinks} className="mt-3 space-y-2" linkClassName={linkClass} />
        </FooterColumn>
        <FooterColumn title={ui.footer.contact}>
          <address className="space-y-3 not-italic">
            <ContactRow icon="phone" label={ui.footer.phone} colon={ui.colon}>
              <a href={telHref(site.phones.whatsapp.e164)} className={linkClass}>
                {site.phones.whatsapp.display}
              </a>
            </ContactRow>
            <ContactRow icon="mail" label={ui.footer.email} colon={ui.colon}>
              <a href={mailtoHref(site.email)} className={linkClass}>
                {site.email}
              </a>
            </ContactRow>
            <ContactRow icon="map-pin" label={ui.footer.address} colon={ui.colon}>
              {site.address.line}
            </ContactRow>
            <div className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <dl>
                {site.hours.days.map((entry) => (
                  <div key={entry.days}>
                    <dt className="inline">
                      {entry.days}
                      {ui.colon}
                    </dt>
                    <dd className="inline">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </address>
        </FooterColumn>
      </Container>
      <Container className="pb-8">
        <StandInNote locale={locale} facts={SITE_FACTS} className="text-sm" />
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{format(ui.footer.copyright, { year: new Date().getFullYear(), name: site.name })}</p>
          {rbq ? (
            <p>
              {format(ui.footer.rbqLicence, { licence: rbq.number })}
              {rbq.href ? (
                <>
                  {" "}
                  <a href={rbq.href} className={cn(linkClass, "underline")}>
                    {ui.credentials.checks.rbq.link}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
          <LanguageSwitch
            {...getLanguageSwitch(locale)}
            className={cn(linkClass, "font-semibold")}
          />
        </Container>
      </div>
    </footer>
  );
}
