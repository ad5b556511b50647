import { Clock, Mail, MapPin, Phone } from "lucide-react";
import NextLink from "next/link";
import { SOCIAL_ICONS } from "@/components/brand-icons";
import { Logo } from "@/components/logo";
import { Container } from "@/components/section";
import { ui } from "@/content/ui";
import { getCategories, getSite } from "@/lib/content";
import { getLegalLinks, getMainPageLinks } from "@/lib/navigation";
import { mailtoHref, ROUTES, telHref } from "@/lib/routes";
import { format } from "@/lib/utils";

const linkClass = "rounded-sm hover:text-white hover:underline";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function SiteFooter() {
  const site = getSite();
  const quickLinks = [...getMainPageLinks(), { label: ui.footer.sitemap, href: ROUTES.sitemap }];
  const legalLinks = getLegalLinks();
  return (
    <footer className="bg-brand-900 pb-24 text-footer-text lg:pb-10">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div>
          <Logo
            name={site.name}
            shortName={site.shortName}
            subtitle={site.logoSubtitle}
            tone="light"
          />
          <p className="mt-4 max-w-xs">{ui.footer.about}</p>
          <h2 className="mt-6 text-base font-semibold text-white">{ui.footer.follow}</h2>
          <ul className="mt-3 flex gap-3">
            {site.socials.map((social) => {
              const SocialIcon = SOCIAL_ICONS[social.name];
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    aria-label={social.name}
                    className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20 hover:text-white"
                  >
                    <SocialIcon className="size-5" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <FooterColumn title={ui.footer.quickLinks}>
          <ul className="space-y-2">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <NextLink href={link.href} className={linkClass}>
                  {link.label}
                </NextLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title={ui.footer.legal}>
          <ul className="space-y-2">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <NextLink href={link.href} className={linkClass}>
                  {link.label}
                </NextLink>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-base font-semibold text-white">{ui.footer.ourServices}</h3>
          <ul className="mt-3 space-y-2">
            {getCategories().map((category) => (
              <li key={category.id}>
                <NextLink href={`${ROUTES.services}#${category.id}`} className={linkClass}>
                  {category.name}
                </NextLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title={ui.footer.contact}>
          <address className="space-y-3 not-italic">
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">{ui.footer.phone}: </span>
                <a href={telHref(site.phones.whatsapp.e164)} className={linkClass}>
                  {site.phones.whatsapp.display}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">{ui.footer.email}: </span>
                <a href={mailtoHref(site.email)} className={linkClass}>
                  {site.email}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                <span className="sr-only">{ui.footer.address}: </span>
                {site.address.line}
              </span>
            </p>
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <dl>
                {site.hours.days.map((entry) => (
                  <div key={entry.days}>
                    <dt className="inline">{entry.days}: </dt>
                    <dd className="inline">{entry.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </address>
        </FooterColumn>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm">
          <p>{format(ui.footer.copyright, { year: new Date().getFullYear(), name: site.name })}</p>
        </Container>
      </div>
    </footer>
  );
}
