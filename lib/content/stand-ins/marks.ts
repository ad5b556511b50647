/*
 * Stand-ins (docs/decisions/0014): what the site shows until the owner supplies the real thing.
 * One concept, written one way: `standIn: true` on an entry (a project, a testimonial, a team
 * member, a photo), and on the business file a `standIn` group naming which of its facts are
 * still fictional. Pages label them, structured data leaves them out, and
 * `npm run launch-check` lists them (./index.ts). This half is the schemas' (lib/'s lowest
 * layer, which may not import the reader); everything else imports "@/lib/content/stand-ins".
 */
import { z } from "zod";
import { field } from "@/lib/schemas/form-meta";

/** An entry shown as an example until a real one replaces it: labelled wherever it shows. */
export const standIn = (label: string) =>
  field(z.boolean().optional(), {
    label,
    hint: "Labelled as an example on the site and listed [before launch](launch/) (npm run launch-check); untick it only once the real one is in place.",
    shared: true,
  });

/** The business file's facts that can be stand-ins, with what the owner must supply. */
export const BUSINESS_STAND_INS = {
  phones: "the business's real phone numbers (office and WhatsApp)",
  email: "the business's real e-mail address",
  address: "the office's real street address and its map position",
  rbqLicence: "the real RBQ licence number (Régie du bâtiment du Québec)",
  insurance: "the real liability insurer and coverage amount",
  wsibClearance:
    "confirmation that a WSIB clearance certificate can be shown, and the real WSIB account number",
  gstHst: "the business's real GST/HST number (CRA)",
  qst: "the business's real QST number (Revenu Québec)",
  reviews: "the addresses of the business's real public review profiles (Google, HomeStars)",
  privacyEmail: "the real e-mail of the person in charge of personal information",
  warranty: "the length, in years, of the business's real written workmanship warranty",
  counters: "the business's own figures of completed projects, happy clients and ongoing projects",
  paintClaims:
    "the paint line (manufacturer and product) whose tested VOC content backs the site's low-VOC and low-odour claims (credentials.paintLine), or the claims listed below reworded",
} as const;

export type BusinessStandIn = keyof typeof BUSINESS_STAND_INS;

/**
 * A claim about the paint's emissions, in either language: it stands in (standIn.paintClaims)
 * until the business names the paint line behind it, since an environmental claim must rest
 * on adequate testing.
 */
export const PAINT_CLAIM =
  /low[- ]VOC|low[- ]odou?r|faible teneur en (COV|composés organiques volatils)|faible odeur/i;

const LABELS: Record<BusinessStandIn, string> = {
  phones: "Phones",
  email: "Email",
  address: "Address and map position",
  rbqLicence: "RBQ licence",
  insurance: "Liability insurance",
  wsibClearance: "WSIB clearance and account number",
  gstHst: "GST/HST number",
  qst: "QST number",
  reviews: "Public review profiles",
  privacyEmail: "Privacy e-mail",
  warranty: "Workmanship warranty",
  counters: "Work in numbers (the home page's counters)",
  paintClaims: "Low-VOC and low-odour paint claims",
};

/**
 * The field of business.yml each switch is about: the form draws the switch right after it,
 * while the file keeps every switch in its `standIn` group.
 */
const MARKS: Record<BusinessStandIn, string> = {
  phones: "phones",
  email: "email",
  address: "geo",
  rbqLicence: "rbqLicence",
  insurance: "credentials.insurance",
  wsibClearance: "credentials.wsibAccount",
  gstHst: "taxNumbers.gstHst",
  qst: "taxNumbers.qst",
  reviews: "credentials.reviews",
  privacyEmail: "privacy.officerEmail",
  warranty: "credentials.warrantyYears",
  counters: "counters",
  paintClaims: "credentials.paintLine",
};

/** business.yml's `standIn`: each fact still fictional is ticked. */
export const BusinessStandInSchema = z.object(
  Object.fromEntries(
    Object.keys(BUSINESS_STAND_INS).map((key) => [
      key,
      field(z.boolean().optional(), {
        label: LABELS[key as BusinessStandIn],
        hint: "Stand-in: ticked while the fact above is an example. The site labels it as one, leaves it out of the data search engines read, and lists it [before launch](launch/) (npm run launch-check). Untick it once the real value is in.",
        beside: MARKS[key as BusinessStandIn],
      }),
    ]),
  ) as Record<BusinessStandIn, z.ZodOptional<z.ZodBoolean>>,
);

/**
 * Values reserved for examples (555-01XX numbers, example.com, a number of zeros such as the licence 0000-0000-00, an
 * "Example" insurer): one of them not marked as a stand-in would pass for real.
 */
export function looksFictional(value: string): boolean {
  return (
    /\b555-?01\d\d\b/.test(value) ||
    /^\+1\d{3}55501\d\d$/.test(value) ||
    /(^|[@./])example\.(com|org|net)\b/i.test(value) ||
    // A licence, account or tax number written with zeros only (0000-0000-00, 000000000 RT 0001).
    /^0[0 -]*(?:(?:RT|TQ) ?\d{4})?$/.test(value) ||
    /^Example\b/.test(value)
  );
}
