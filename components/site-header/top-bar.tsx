import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { SOCIAL_ICONS } from "@/components/brand-icons";
import { Container } from "@/components/section";
import { ui } from "@/content/ui";
import { mailtoHref, telHref } from "@/lib/routes";
import { type Site } from "@/lib/schemas";
import { format } from "@/lib/utils";

/** Contact strip above the navigation: medium screens and wider (spec §2). */
export function TopBar({ site }: { site: Site }) {
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
              <Mail aria-hidden="true" className="size-4" />
              {site.email}
            </a>
          </li>
          <li className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" />
            {site.address.line}
          </li>
        </ul>
        <div className="flex items-center gap-4 lg:gap-6">
          <p className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {site.hours.short}
          </p>
          <a
            href={telHref(site.phones.office.e164)}
            className="inline-flex items-center gap-2 font-semibold text-white hover:text-accent-400"
          >
            <Phone aria-hidden="true" className="size-4" />
            {ui.topBar.callUs}: {site.phones.office.display}
          </a>
          <ul className="hidden items-center gap-3 lg:flex">
            {site.socials.map((social) => {
              const SocialIcon = SOCIAL_ICONS[social.name];
              return (
                <li key={social.name}>
                  <a
                    href={social.href}
                    aria-label={social.name}
                    className="grid size-7 place-items-center rounded-full hover:bg-white/10 hover:text-white"
                  >
                    <SocialIcon className="size-4" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </Container>
    </div>
  );
}
