/*
 * The business identity (content/shared/business.yml, its home-page counters included) and the
 * figures the spec fixes (content/shared/constants.yml).
 */
import { z } from "zod";
import { text, textList } from "@/lib/schemas/fields";
import { field } from "@/lib/schemas/form-meta";
import { BusinessStandInSchema, type BusinessStandIn, looksFictional } from "@/lib/content/stand-ins/marks";

const PhoneSchema = z.object({
  /** As shown to visitors, e.g. "+1 613-555-0143". */
  display: field(text, { label: "As shown" }),
  /** E.164, used for tel: and WhatsApp links, e.g. "+16135550143". */
  e164: field(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be E.164, e.g. +16135550143"), {
    label: "International form (+16135550143)",
  }),
});

/** The RBQ's own form: 10 digits as XXXX-XXXX-XX. */
const RBQ_LICENCE = /^\d{4}-\d{4}-\d{2}$/;
/** The CRA's GST/HST account: the 9-digit business number, RT and a 4-digit reference. */
const GST_HST_NUMBER = /^\d{9} ?RT ?\d{4}$/;
/** Revenu Québec's QST number: 10 digits, TQ and a 4-digit reference. */
const QST_NUMBER = /^\d{10} ?TQ ?\d{4}$/;

/**
 * The public registers where anyone checks a number the site states, each on its authority's
 * own domain: an address elsewhere (a typo, a look-alike site) is refused, as every link of
 * the content is checked before it ships.
 */
const REGISTER_DOMAINS = {
  rbq: ["rbq.gouv.qc.ca"],
  wsib: ["wsib.ca", "wsib.on.ca"],
  gstHst: ["canada.ca", "cra-arc.gc.ca"],
  qst: ["revenuquebec.ca"],
} as const;
export type Register = keyof typeof REGISTER_DOMAINS;

const onDomains = (domains: readonly string[]) => (value: string) => {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      domains.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`))
    );
  } catch {
    return false;
  }
};

/** A page on the web, as a visitor's browser opens it. */
const webAddress = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, "must be an https:// address");

const registerUrl = (register: Register, label: string) => {
  const domains = REGISTER_DOMAINS[register];
  const address = field(
    text.refine(onDomains(domains), {
      message: `must be an https address on ${domains.join(" or ")}`,
    }),
    { label },
  );
  return field(z.object({ en: address, fr: address }), {
    label,
    hint: "The register's search page in each language; {number} in the address is replaced by the business's number where the register accepts it there.",
  });
};

const AreaSchema = z.object({
  name: field(text, { label: "Name" }),
  /** Two-letter province code; QC requires the RBQ licence. */
  province: field(z.enum(["ON", "QC"]), { label: "Province" }),
  /** The municipality a community belongs to (Kanata is part of the City of Ottawa). */
  partOf: field(text.optional(), { label: "Part of (another area's name)" }),
});

const hhmm = (example: string) =>
  z.string().regex(/^\d{2}:\d{2}$/, `must be HH:MM, e.g. ${example}`);

export const BusinessFileSchema = z
  .object({
    email: field(z.email(), {
      label: "Email",
      hint: "The e-mail, phones and licence are fictional stand-ins until the owner supplies real ones (phones in the reserved 555-01XX range, e-mail at example.com).",
    }),
    /** Two numbers (docs/decisions/0001): office for the header and service pages, whatsapp for the
     * rest. */
    phones: field(
      z.object({
        office: field(PhoneSchema, { label: "Office (header and service pages)" }),
        whatsapp: field(PhoneSchema, { label: "WhatsApp (other pages)" }),
      }),
      { label: "Phones" },
    ),
    address: field(
      z.object({
        street: field(text, { label: "Street" }),
        city: field(text, { label: "City" }),
        region: field(text, { label: "Province" }),
        postalCode: field(text, { label: "Postal code" }),
        country: field(z.string().length(2), {
          label: "Country (two letters)",
          patternHint: "two letters, e.g. CA",
        }),
      }),
      { label: "Address" },
    ),
    geo: field(
      z.object({
        lat: field(z.number().min(-90).max(90), { label: "Latitude" }),
        lng: field(z.number().min(-180).max(180), { label: "Longitude" }),
      }),
      { label: "Map position" },
    ),
    hours: field(
      z.object({
        opens: field(hhmm("09:00"), { label: "Opens (HH:MM)" }),
        closes: field(hhmm("18:00"), { label: "Closes (HH:MM)" }),
        openDays: field(
          z
            .array(
              z.enum([
                "Monday",
                "Tuesday",
                "Wednesday",
                "Thursday",
                "Friday",
                "Saturday",
                "Sunday",
              ]),
            )
            .min(1),
          { label: "Open days" },
        ),
      }),
      { label: "Opening hours (search engines)" },
    ),
    /** Régie du bâtiment du Québec licence, required to advertise work in Quebec. */
    rbqLicence: field(z.string().regex(RBQ_LICENCE, "must be written XXXX-XXXX-XX").optional(), {
      label: "RBQ licence (required when serving Quebec)",
    }),
    /** Sales-tax registrations, each checked by anyone on its public register. */
    taxNumbers: field(
      z
        .object({
          gstHst: field(
            z.string().regex(GST_HST_NUMBER, "must be written 123456789 RT 0001").optional(),
            { label: "GST/HST number (CRA)" },
          ),
          qst: field(
            z.string().regex(QST_NUMBER, "must be written 1234567890 TQ 0001").optional(),
            { label: "QST number (Revenu Québec)" },
          ),
        })
        .optional(),
      { label: "Tax numbers" },
    ),
    /** Where each number above can be checked ("Check us" links, docs/decisions/0016). */
    registers: field(
      z.object({
        rbq: registerUrl("rbq", "RBQ licence-holder register"),
        wsib: registerUrl("wsib", "WSIB clearance lookup"),
        gstHst: registerUrl("gstHst", "CRA GST/HST registry"),
        qst: registerUrl("qst", "Revenu Québec QST registry"),
      }),
      { label: "Public registers (“Check us” links)", collapsed: true },
    ),
    areaServed: field(z.array(AreaSchema).min(1), {
      label: "Areas served",
      summary: "{{fields.name}}",
    }),
    /** Proof a client checks before calling (About, Contact, JSON-LD); an empty field hides its line. */
    credentials: field(
      z.object({
        insurance: field(
          z
            .object({
              insurer: field(text.optional(), { label: "Insurer" }),
              /** Liability coverage in Canadian dollars. */
              amount: field(z.number().int().positive().optional(), {
                label: "Coverage in dollars",
              }),
            })
            .optional(),
          { label: "Liability insurance" },
        ),
        /** A WSIB clearance certificate can be shown to any client who asks. */
        wsibClearance: field(z.boolean(), {
          label: "WSIB clearance certificate available on request",
        }),
        /** The WSIB account number a client enters in the clearance lookup. */
        wsibAccount: field(
          z
            .string()
            .regex(/^\d{6,9}$/, "must be the WSIB account number (6 to 9 digits)")
            .optional(),
          { label: "WSIB account number (for the clearance lookup)" },
        ),
        /** Years of the written workmanship warranty; the terms quote this same figure. */
        warrantyYears: field(z.number().int().min(1).max(25), {
          label: "Workmanship warranty in years",
          hint: 'The terms quote it as {{credentials.warrantyDuration}} ("2 years", « 2 ans »).',
        }),
        /**
         * The paint line behind the low-VOC and low-odour claims of the services, guides and
         * areas (an environmental claim must rest on a test the business can show).
         */
        paintLine: field(text.optional(), {
          label: "Low-VOC paint line (manufacturer and product)",
          hint: "The product line whose tested VOC content backs the site's low-VOC claims. Until the owner names it, keep its stand-in switch just below ticked.",
        }),
        memberships: textList("Memberships", { name: "membership", label: "Association" }),
        /**
         * The business's public review profiles (no ratings are copied onto the site): the
         * credentials link to each, the review page asks for a review on each, and the
         * structured data names each as the business (`sameAs`).
         */
        reviews: field(
          z
            .array(
              z.object({
                site: field(text, { label: "Site (Google, HomeStars…)" }),
                read: field(webAddress, { label: "“Read our reviews” address" }),
                leave: field(webAddress, { label: "“Leave a review” address" }),
              }),
            )
            .optional(),
          { label: "Public review profiles", summary: "{{fields.site}}" },
        ),
      }),
      { label: "Credentials (About and Contact; an empty field hides its line)" },
    ),
    /** Quebec's Law 25 and PIPEDA: who answers privacy requests, and how long quotes are kept. */
    privacy: field(
      z.object({
        officerEmail: field(z.email(), {
          label: "Email of the person in charge of personal information",
          hint: "Who answers privacy requests; the role's name is under Business name, hours and interface labels.",
        }),
        /** Months a quote request that led to no work is kept after the last exchange. */
        quoteRetentionMonths: field(z.number().int().min(1).max(120), {
          label: "Months a quote request with no work is kept",
        }),
      }),
      { label: "Privacy (Law 25, PIPEDA)" },
    ),
    socials: field(
      z.array(
        z.object({
          name: field(z.enum(["Facebook", "Instagram", "LinkedIn", "Twitter"]), {
            label: "Network",
          }),
          href: field(text, { label: "Address (# while there is none)" }),
        }),
      ),
      { label: "Social links", summary: "{{fields.name}}" },
    ),
    /**
     * The home page's "work in numbers" (docs/decisions/0002 gave the first figures): the
     * business's own once the owner supplies them, so the team edits them here, beside their
     * stand-in box.
     */
    counters: field(
      z
        .array(
          z.object({
            id: field(z.enum(["completed", "happy", "ongoing"]), { label: "Counter" }),
            value: field(z.number().int().nonnegative(), { label: "Figure" }),
            suffix: field(z.string(), { label: "After the figure (e.g. +)" }),
          }),
        )
        .length(3),
      {
        label: "Work in numbers (the home page's counters)",
        summary: "{{fields.value}}{{fields.suffix}}",
      },
    ),
    /** Which facts above are still examples (docs/decisions/0014). */
    standIn: BusinessStandInSchema.optional(),
  })
  .superRefine((business, ctx) => {
    // A reserved example value not marked as a stand-in would pass for the real one.
    const values: Record<BusinessStandIn, [string, unknown][]> = {
      phones: [
        ["phones.office.e164", business.phones.office.e164],
        ["phones.whatsapp.e164", business.phones.whatsapp.e164],
      ],
      email: [["email", business.email]],
      address: [],
      rbqLicence: [["rbqLicence", business.rbqLicence]],
      insurance: [["credentials.insurance.insurer", business.credentials.insurance?.insurer]],
      wsibClearance: [["credentials.wsibAccount", business.credentials.wsibAccount]],
      gstHst: [["taxNumbers.gstHst", business.taxNumbers?.gstHst]],
      qst: [["taxNumbers.qst", business.taxNumbers?.qst]],
      reviews: (business.credentials.reviews ?? []).flatMap((profile, index) => [
        [`credentials.reviews.${index}.read`, profile.read] as [string, unknown],
        [`credentials.reviews.${index}.leave`, profile.leave] as [string, unknown],
      ]),
      privacyEmail: [["privacy.officerEmail", business.privacy.officerEmail]],
      warranty: [],
      counters: [],
      paintClaims: [["credentials.paintLine", business.credentials.paintLine]],
    };
    for (const [fact, fields] of Object.entries(values) as [
      BusinessStandIn,
      [string, unknown][],
    ][]) {
      if (business.standIn?.[fact]) continue;
      for (const [at, value] of fields) {
        if (typeof value === "string" && looksFictional(value)) {
          ctx.addIssue({
            code: "custom",
            path: at.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
            message: `"${value}" is an example value: replace it with the real one, or tick standIn.${fact} so the site labels it as an example`,
          });
        }
      }
    }
    const inQuebec = business.areaServed.find((area) => area.province === "QC");
    if (inQuebec && !business.rbqLicence) {
      ctx.addIssue({
        code: "custom",
        path: ["rbqLicence"],
        message: `is required: "${inQuebec.name}" is in Quebec, where a contractor advertising work must show its RBQ licence (XXXX-XXXX-XX)`,
      });
    }
    const names = new Set(business.areaServed.map((area) => area.name));
    business.areaServed.forEach((area, index) => {
      if (area.partOf && !names.has(area.partOf)) {
        ctx.addIssue({
          code: "custom",
          path: ["areaServed", index, "partOf"],
          message: `names "${area.partOf}", which is not in areaServed`,
        });
      }
    });
  });

export const ConstantsFileSchema = z.object({
  /** The fixed figures (docs/decisions/0002), quoted in the legal pages as {{legal.<name>}}. */
  legal: z.record(z.string().regex(/^[a-zA-Z]+$/), z.number().nonnegative()),
});

export type Area = z.infer<typeof AreaSchema>;
