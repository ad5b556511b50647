import { Icon } from "@/components/icon";
import { Container } from "@/components/layout/container";
import { SocialLinks } from "@/components/social-links";
import { mailtoHref, telHref } from "@/lib/nav/hrefs";
import { format } from "@/lib/site/utils";
import { getUi, type Site } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/** Contact strip above the navigation: medium screens and wider (docs/decisions/0003). */
export function TopBar({ site, locale }: { site: Site; locale: Locale }) {
  const ui = getUi(locale);
  return (
    <div className="hidden bg-brand-900 text-xs text-footer-text md:block lg:text-sm">
      <Container className="flex min-h-10 flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2">
        <ul className="flex items-center gap-4 lg:gap-6">
          <li>
            <a
              href={mailtoHref(site.email)}
              className="inline-flex items-center gap-2 hover:text-white"
              aria-label={format(ui.topBar.emailLabel, { email: site.email })}
            >
              <Icon name="mail" className="size-4" />
              {site.email}
            </a>
          </li>
          <li className="inline-flex items-center gap-2">
            <Icon name="map-pin" className="size-4" />
            {site.address.line}
          </li>
        </ul>
        <div className="flex items-center gap-4 lg:gap-6">
          <p className="inline-flex items-center gap-2">
            <Icon name="clock" className="size-4" />
            {site.hours.short}
          </p>
          <a
            href={telHref(site.phones.office.e164)}
            className="inline-flex items-center gap-2 font-semibold text-white hover:text-accent-400"
          >
            <Icon name="phone" className="size-4" />
            {ui.topBar.callUs}
            {ui.colon}
            {site.phones.office.display}
          </a>
          <SocialLinks
            socials={site.socials}
            className="hidden items-center gap-3 lg:flex"
            linkClassName="grid size-7 place-items-center rounded-full hover:bg-white/10 hover:text-white"
            iconClassName="size-4"
          />
        </div>
      </Container>
    </div>
  );
}
