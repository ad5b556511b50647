import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

// The team reaches the translation status from the CMS: every two-language entry's form has the
// "Deliberate difference" field, whose hint (Markdown in Decap) links to /admin/translations/,
// and a "Translation checked on" date, entered once, for French found right as it is.

type Field = { name: string; hint?: string; widget?: string; i18n?: boolean };
type Collection = {
  name: string;
  i18n?: unknown;
  fields?: Field[];
  files?: { file: string; fields: Field[] }[];
};

const config = parse(readFileSync(path.join(process.cwd(), "public/admin/config.yml"), "utf8"), {
  merge: true,
  maxAliasCount: -1,
}) as { collections: Collection[] };

const forms = config.collections
  .filter((collection) => collection.i18n)
  .flatMap((collection) =>
    collection.files
      ? collection.files.map((file) => [file.file, file.fields] as const)
      : [
          [
            JSON.stringify(collection.fields?.map((field) => field.name)),
            collection.fields!,
          ] as const,
        ],
  );

describe("the CMS links to the translation status", () => {
  it("has two-language forms to check", () => {
    expect(forms.length).toBeGreaterThan(10);
  });

  it.each(forms)("%s", (_form, fields) => {
    const note = fields.find((field) => field.name === "translationNote");
    // Relative to /admin/ (Decap routes with the hash), so it holds under a base path too.
    expect(note?.hint).toMatch(/\]\(translations\/\)/);
    const checked = fields.find((field) => field.name === "translationChecked");
    expect(checked).toEqual(expect.objectContaining({ widget: "date", i18n: false }));
  });
});
