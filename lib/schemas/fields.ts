/*
 * The field shapes every content schema is built from: non-empty text, ids, meta
 * descriptions written to length, photo addresses, and the page-level pieces (meta, points).
 */
import { z } from "zod";
import { ICON_NAMES } from "@/lib/site/icons";
import { isAllowedImageSrc } from "@/lib/photos/image-hosts";
import { field } from "@/lib/schemas/form-meta";

export const text = z.string().trim().min(1, "must not be empty");
/** A page's title: it heads the page and names it on cards and in search results. */
export const pageTitle = field(text.max(100, "must be at most 100 characters"), {
  label: "Title",
  hint: "Up to 100 characters: it heads the page and names it on cards and in search results.",
});
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** A text that must keep each `{placeholder}` the site fills in. */
export const withPlaceholders = (...names: string[]) =>
  text.refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
  );
/** A calendar day, as the CMS's date picker writes it. */
export const day = z.iso.date({ error: "must be a day written YYYY-MM-DD" });
/** One of the content's own ids (its services, its team…), named in the message. */
export const oneOf = (values: string[], what: string) =>
  z.enum(values as [string, ...string[]], { error: `must be one of ${what}` });
export const paragraphs = z.array(text).min(1, "needs at least one paragraph");
export const imageSrc = text.refine(isAllowedImageSrc, {
  message:
    "must be an uploaded photo (/photos/…) or an https URL on a host listed in lib/site/external-origins.json",
});
/**
 * What search results and social cards show whole: written to length, never cut by the site,
 * so it must end a sentence rather than stop mid-word.
 */
export const metaDescription = z
  .string()
  .trim()
  .min(70, "must be at least 70 characters")
  .max(160, "must be at most 160 characters")
  .regex(/[.!?…»)]$/, "must end a sentence (with . ! or ?), not stop mid-word");

export const IconNameSchema = z.enum(ICON_NAMES);
/** An icon of a translated entry: the same in every language. */
const icon = field(IconNameSchema, { label: "Icon", shared: true });

/** Rejects a list whose entries repeat an id, pointing at the second one. */
export function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id "${item.id}"` });
    }
    seen.add(item.id);
  });
}

/**
 * A deliberate difference between the languages of one entry, and why: the translation parity
 * check (lib/translation/parity.ts) then accepts that entry's differences. Every entry has one.
 */
const translationNote = field(text.optional(), {
  label: "Deliberate difference from the other language (why; leave empty otherwise)",
  hint: "Is the French level? See the [translation status](translations/): French fields behind their English, and what each French file lacks or adds.",
  widget: "text",
});

/**
 * When someone last read the whole entry's French against its English: the translation status
 * (lib/translation/status.ts) then counts every English change saved up to then as seen, so a
 * French that needed no change (an English typo fixed) need not be edited to be level. Entered
 * once; every entry has one, beside its `translationNote`.
 */
const translationChecked = field(day.optional(), {
  label: "Translation checked on",
  hint: "After reading the French against the English, set today's date and publish: the translation status then counts the English changes saved until now as seen.",
  shared: true,
});

/** Every translated entry's pair, spread at its end. */
export const translation = { translationNote, translationChecked };

export const PageMetaSchema = field(
  z.object({
    /** Page title; the layout appends the business name. */
    title: field(text, { label: "Page title" }),
    /** Meta description, 70–160 characters. */
    description: field(metaDescription, { label: "Meta description", widget: "text" }),
  }),
  { label: "Search result" },
);

/** A text of a sentence or more: the form gives it a box of several lines. */
export const longText = (label: string) => field(text, { label, widget: "text" });

/** An optional list of short texts, each item named in the form. */
export const textList = (label: string, item: { name: string; label: string }) =>
  field(z.array(text).optional(), { label, summary: `{{fields.${item.name}}}`, item });

const title = field(text, { label: "Title" });
const body = longText("Text");
export const PointSchema = z.object({ title, body, icon });
export const ProcessStepSchema = z.object({ title, body });

export type PageMeta = z.infer<typeof PageMetaSchema>;
export type Point = z.infer<typeof PointSchema>;
export type Link = { label: string; href: string };
