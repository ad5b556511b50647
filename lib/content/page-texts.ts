import { type PhotoOf } from "@/lib/content/photos";
import { type createRouter } from "@/lib/content/router";
import { frenchPhoneDisplay } from "@/lib/locale/format";
import { type Link } from "@/lib/schemas/fields";
import { type BusinessFileSchema } from "@/lib/schemas/business";
import { type FixedFileSchema, type SiteTextFileSchema } from "@/lib/schemas/labels";
import { type Locale } from "@/lib/schemas/locales";
import { type AboutFileSchema, type HomeFileSchema } from "@/lib/schemas/pages";
import { type CtaSchema } from "@/lib/schemas/routes";
import { type z } from "zod";
import { REGISTRY } from "@/lib/registry/registry";

const HOME = REGISTRY.pages.files.home.file;

/*
 * One language's site-wide facts and the words of its home and about pages: each file's half,
 * joined with the shared facts (business.yml, constants.yml) and the fixed strings.
 */

type Business = z.infer<typeof BusinessFileSchema>;
type Fixed = z.infer<typeof FixedFileSchema>;
type Href = (key: Parameters<ReturnType<typeof createRouter>["page"]>[0]) => string;

/** The business's facts with this language's words (address line, days, phones as written). */
export function siteFacts(
  locale: Locale,
  siteText: z.infer<typeof SiteTextFileSchema>,
  fixed: Fixed,
  business: Business,
) {
  // The shared `display` is the English form; French writes North American numbers its own way.
  const phone = (number: Business["phones"]["office"]) =>
    locale === "fr" ? { ...number, display: frenchPhoneDisplay(number.e164) } : number;
  return {
    ...siteText,
    ...business,
    phones: { office: phone(business.phones.office), whatsapp: phone(business.phones.whatsapp) },
    address: { ...business.address, line: siteText.addressLine },
    hours: { ...business.hours, short: fixed.topBar.hours, days: siteText.hours },
  };
}

/** The home page: its file's words, the fixed hero strings, the counters and their photos. */
export function homePage(
  locale: Locale,
  homeFile: z.infer<typeof HomeFileSchema>,
  fixed: Fixed,
  business: Pick<Business, "counters">,
  href: Href,
  photo: PhotoOf,
) {
  const cta = (link: z.infer<typeof CtaSchema>): Link => ({
    label: link.label,
    href: href(link.route),
  });
  return {
    ...homeFile,
    hero: {
      eyebrow: homeFile.hero.eyebrow,
      headline: fixed.hero.headline,
      intro: homeFile.hero.intro,
      primaryCta: { label: fixed.hero.primaryCta, href: href("quote") },
      secondaryCta: { label: fixed.hero.secondaryCta, href: href("services") },
      photo: photo(homeFile.hero.photo, HOME, `${locale}.hero.photo`),
    },
    counters: business.counters.map((counter) => ({
      label: fixed.counters[counter.id],
      value: counter.value,
      suffix: counter.suffix,
    })),
    servicesTeaser: { ...homeFile.servicesTeaser, cta: cta(homeFile.servicesTeaser.cta) },
    teamStrip: {
      ...homeFile.teamStrip,
      photos: homeFile.teamStrip.photos.map((ref, index) =>
        photo(ref, HOME, `${locale}.teamStrip.photos[${index}]`),
      ),
    },
    testimonials: { ...homeFile.testimonials, cta: cta(homeFile.testimonials.cta) },
  };
}

export function aboutPage(
  locale: Locale,
  aboutFile: z.infer<typeof AboutFileSchema>,
  photo: PhotoOf,
) {
  return {
    ...aboutFile,
    photo: photo(aboutFile.photo, REGISTRY.pages.files.about.file, `${locale}.photo`),
  };
}
