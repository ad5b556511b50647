import { osmEmbedUrl, osmLinkUrl } from "@/lib/site/map";
import { TextLink } from "@/components/text-link";
import { DeferredFrame } from "@/components/contact/deferred-frame";
import { Section } from "@/components/layout/section";

import { format } from "@/lib/site/utils";
import { getUi, type Site } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

type OfficeMapProps = { site: Site; heading: string; locale: Locale };

export function OfficeMap({ site, heading, locale }: OfficeMapProps) {
  const ui = getUi(locale);
  return (
    <Section id="map-heading" heading={heading}>
      {/* With focus inside the map's own document, the iframe matches neither :focus nor
          :focus-visible; only its box's :focus-within can show the ring. */}
      <div className="mt-4 aspect-[4/3] overflow-hidden rounded-card border border-line bg-brand-100 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-accent-500 sm:aspect-video">
        <DeferredFrame
          title={format(ui.contact.mapTitle, { address: site.address.line })}
          src={osmEmbedUrl(site.geo)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      </div>
      <p className="mt-3">
        <TextLink href={osmLinkUrl(site.geo)} plain newWindow>
          {ui.contact.mapLink}
          <span className="sr-only"> {ui.cta.newWindow}</span>
        </TextLink>
      </p>
    </Section>
  );
}
