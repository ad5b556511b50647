/*
 * The business identity (content/shared/business.yml) and the figures the spec fixes
 * (content/shared/constants.yml).
 */
import { z } from "zod";
import { text } from "@/lib/schemas/fields";

const PhoneSchema = z.object({
  /** As shown to visitors, e.g. "+1 613-555-0143". */
  display: text,
  /** E.164, used for tel: and WhatsApp links, e.g. "+16135550143". */
  e164: z.string().regex(/^\+[1-9]\d{7,14}$/, "must be E.164, e.g. +16135550143"),
});

/** The RBQ's own form: 10 digits as XXXX-XXXX-XX. */
const RBQ_LICENCE = /^\d{4}-\d{4}-\d{2}$/;

const AreaSchema = z.object({
  name: text,
  /** Two-letter province code; QC requires the RBQ licence. */
  province: z.enum(["ON", "QC"]),
  /** The municipality a community belongs to (Kanata is part of the City of Ottawa). */
  partOf: text.optional(),
});

export const BusinessFileSchema = z
  .object({
    email: z.email(),
    /** Two numbers (docs/decisions/0001): office for the header and service pages, whatsapp for the
     * rest. */
    phones: z.object({ office: PhoneSchema, whatsapp: PhoneSchema }),
    address: z.object({
      street: text,
      city: text,
      region: text,
      postalCode: text,
      country: z.string().length(2),
    }),
    geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    hours: z.object({
      opens: z.string().regex(/^\d{2}:\d{2}$/, "must be HH:MM"),
      closes: z.string().regex(/^\d{2}:\d{2}$/, "must be HH:MM"),
      openDays: z
        .array(
          z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
        )
        .min(1),
    }),
    /** Régie du bâtiment du Québec licence, required to advertise work in Quebec. */
    rbqLicence: z.string().regex(RBQ_LICENCE, "must be written XXXX-XXXX-XX").optional(),
    areaServed: z.array(AreaSchema).min(1),
    /** Proof a client checks before calling (About, Contact, JSON-LD); an empty field hides its line. */
    credentials: z.object({
      insurance: z
        .object({
          insurer: text.optional(),
          /** Liability coverage in Canadian dollars. */
          amount: z.number().int().positive().optional(),
        })
        .optional(),
      /** A WSIB clearance certificate can be shown to any client who asks. */
      wsibClearance: z.boolean(),
      /** Years of the written workmanship warranty; the terms quote this same figure. */
      warrantyYears: z.number().int().min(1).max(25),
      memberships: z.array(text).optional(),
      /** The business's public review profile (no ratings are copied onto the site). */
      reviews: z.object({ read: z.url().optional(), leave: z.url().optional() }).optional(),
    }),
    /** Quebec's Law 25 and PIPEDA: who answers privacy requests, and how long quotes are kept. */
    privacy: z.object({
      officerEmail: z.email(),
      /** Months a quote request that led to no work is kept after the last exchange. */
      quoteRetentionMonths: z.number().int().min(1).max(120),
    }),
    socials: z.array(
      z.object({ name: z.enum(["Facebook", "Instagram", "LinkedIn", "Twitter"]), href: text }),
    ),
  })
  .superRefine((business, ctx) => {
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
  /** docs/decisions/0002: Completed Projects 885, Happy Clients 1154, Ongoing Projects 9. */
  counters: z
    .array(
      z.object({
        id: z.enum(["completed", "happy", "ongoing"]),
        value: z.number().int().nonnegative(),
        suffix: z.string(),
      }),
    )
    .length(3),
  /** The fixed figures (docs/decisions/0002), quoted in the legal pages as {{legal.<name>}}. */
  legal: z.record(z.string().regex(/^[a-zA-Z]+$/), z.number().nonnegative()),
});

export type Area = z.infer<typeof AreaSchema>;
