import { type LoadContext, readMarkdown } from "@/lib/store/files";
import { fillPlaceholders, markdownLink, renderMarkdown } from "@/lib/content/markdown";
import { type z } from "zod";
import { type BusinessFileSchema, type ConstantsFileSchema } from "@/lib/schemas/business";
import { type SiteTextFileSchema } from "@/lib/schemas/labels";
import { REGISTRY } from "@/lib/registry/registry";
import { type LegalFrontMatterSchema, type ProcessFrontMatterSchema } from "@/lib/schemas/pages";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { typeset } from "@/lib/locale/french-typography";
import { mailtoHref, telHref } from "@/lib/nav/hrefs";
import { plural } from "@/lib/locale/format";
import { format } from "@/lib/site/utils";
import { whatsappUrl } from "@/lib/quote/whatsapp";

export const LEGAL_SLUGS = [
  "terms-and-conditions",
  "privacy-policy",
  "refund-policy",
  "accessibility",
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];
export type LegalDocument = z.infer<typeof LegalFrontMatterSchema> & { html: string };

type Phone = { display: string; e164: string };

/** What the legal texts' `{{placeholders}}` are filled from, in one language. */
type LegalFacts = {
  locale: Locale;
  siteText: z.infer<typeof SiteTextFileSchema>;
  business: z.infer<typeof BusinessFileSchema>;
  constants: z.infer<typeof ConstantsFileSchema>;
  /** The phones as this language writes them. */
  phones: { office: Phone; whatsapp: Phone };
};

/**
 * What `{{group.name}}` stands for in one language: `values` as words, `linked` with the ways to
 * reach us as Markdown links. The legal texts, the FAQ and the guides fill the same ones, so a
 * fact (the warranty's length, a notice period) is written once.
 */
export function placeholderValues(facts: LegalFacts) {
  const { locale, siteText, business, constants, phones } = facts;
  const { warrantyYears } = business.credentials;
  const values = {
    legal: constants.legal,
    contact: {
      phone: phones.office.display,
      whatsapp: phones.whatsapp.display,
      email: business.email,
      address: siteText.addressLine,
    },
    credentials: {
      warrantyYears,
      // "1 year", "2 ans": the number with its word in the right form.
      warrantyDuration: format(siteText.warrantyDuration[plural(warrantyYears, locale)], {
        years: warrantyYears,
      }),
    },
    privacy: {
      officerTitle: siteText.privacyOfficerTitle,
      officerEmail: business.privacy.officerEmail,
      quoteRetentionMonths: business.privacy.quoteRetentionMonths,
    },
  };
  // In the text, the ways to reach us are links, as on the contact page: a visitor who finds
  // typing hard taps them (the accessibility page is for them).
  const linked = {
    ...values,
    contact: {
      ...values.contact,
      phone: markdownLink(phones.office.display, telHref(phones.office.e164)),
      whatsapp: markdownLink(
        phones.whatsapp.display,
        whatsappUrl(phones.whatsapp.e164, siteText.whatsappGreeting),
      ),
      email: markdownLink(business.email, mailtoHref(business.email)),
    },
    privacy: {
      ...values.privacy,
      officerEmail: markdownLink(
        business.privacy.officerEmail,
        mailtoHref(business.privacy.officerEmail),
      ),
    },
  };
  return { values, linked };
}

type Placeholders = ReturnType<typeof placeholderValues>;

/** The four legal pages of one language, their placeholders filled and their text rendered. */
export function legalDocuments(
  context: LoadContext,
  locale: Locale,
  { values, linked }: Placeholders,
): Record<LegalSlug, LegalDocument> {
  return Object.fromEntries(
    LEGAL_SLUGS.map((slug) => {
      const name = `${REGISTRY.legal.folder}/${slug}.${locale}.md`;
      const file = readMarkdown(context, name, REGISTRY.legal.schema);
      const data = typeset(file.data, locale);
      const document: LegalDocument = {
        ...data,
        intro: fillPlaceholders(data.intro, values, name),
        html: renderMarkdown(fillPlaceholders(file.body, linked, name), {
          file: name,
          topHeading: 2,
          locale,
        }),
      };
      return [slug, document];
    }),
  ) as Record<LegalSlug, LegalDocument>;
}

export type ProcessDocument = z.infer<typeof ProcessFrontMatterSchema> & { html: string };

/**
 * “Your project, step by step” in one language (docs/decisions/0018): the legal texts'
 * placeholders (the warranty's length from its one value), and {{warranty.claimLink}}, the
 * WhatsApp link that opens a claim prefilled with the page's own words.
 */
export function processDocument(
  context: LoadContext,
  locale: Locale,
  phones: LegalFacts["phones"],
  { values, linked }: Placeholders,
): ProcessDocument {
  const { folder, schema } = REGISTRY.process;
  const name = `${folder}/your-project.${locale}.md`;
  const file = readMarkdown(context, name, schema);
  // The stand-in mark is entered once, in English (a shared field): every language shows it.
  const { standIn } =
    locale === LOCALES[0]
      ? file.data
      : readMarkdown(context, `${folder}/your-project.${LOCALES[0]}.md`, schema).data;
  const data = { ...typeset(file.data, locale), standIn };
  const claimLink = markdownLink(
    data.claimLabel,
    whatsappUrl(phones.whatsapp.e164, data.claimMessage),
  );
  return {
    ...data,
    intro: fillPlaceholders(data.intro, values, name),
    html: renderMarkdown(
      fillPlaceholders(file.body, { ...linked, warranty: { claimLink } }, name),
      { file: name, topHeading: 2, locale },
    ),
  };
}
