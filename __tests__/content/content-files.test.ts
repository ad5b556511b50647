import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { getLocales, getSite, getUi } from "@/lib/content";
import { FixedFileSchema, UiFileSchema } from "@/lib/schemas/labels";
import { sharedPaths } from "@/lib/schemas/form-meta";
import { CONTENT, loadContent } from "@/__tests__/support/scratch-content";

// Every file under content/ as the build reads it, and the label files kept in step per language.

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** "nav.openMenu", "form.name.label"…: every leaf of a YAML mapping. */
function keyPaths(value: unknown, at = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      keyPaths(child, at ? `${at}.${key}` : key),
    );
  }
  return [at];
}

const readYamlFile = (file: string): unknown =>
  parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));

describe("every content file parses", () => {
  it("gives every bilingual YAML file one half per language, and nothing else", () => {
    const bilingual = filesUnder(CONTENT).filter(
      (file) => file.endsWith(".yml") && !file.startsWith(`shared${path.sep}`),
    );
    expect(bilingual.length).toBeGreaterThan(8);
    for (const file of bilingual) {
      expect([file, Object.keys(readYamlFile(file) as object)]).toEqual([file, getLocales()]);
    }
  });

  it("gives every Markdown entry one file per language", () => {
    const markdown = filesUnder(CONTENT).filter((file) => file.endsWith(".md"));
    const entries = new Set(markdown.map((file) => file.replace(/\.[a-z]{2}\.md$/, "")));
    expect(entries.size).toBeGreaterThan(20);
    for (const entry of entries) {
      for (const locale of getLocales()) expect(markdown).toContain(`${entry}.${locale}.md`);
    }
    expect(markdown).toHaveLength(entries.size * getLocales().length);
  });

  it.each(getLocales())("resolves the %s content", (locale) => {
    expect(getSite(locale).name).not.toBe("");
    expect(getUi(locale).whatsapp.inquiry).toContain("{name}");
  });

  it("reads every file under content/, so none is left out of the checks", () => {
    const read = new Set<string>();
    const spy = jest.spyOn(fs, "readFileSync");
    try {
      loadContent(CONTENT);
      for (const [file] of spy.mock.calls) {
        const relative = path.relative(CONTENT, String(file));
        if (!relative.startsWith("..")) read.add(relative);
      }
    } finally {
      spy.mockRestore();
    }
    expect(read.size).toBeGreaterThan(30);
    expect(filesUnder(CONTENT).filter((file) => !read.has(file))).toEqual([]);
  });
});

describe("label files have the same keys in every language", () => {
  it.each(
    getLocales().flatMap((locale) =>
      ["interface-labels.yml", "fixed-wording.yml"].map((file) => ({ locale, file })),
    ),
  )("the $locale half of $file has exactly the keys of its en half", ({ locale, file }) => {
    const halves = readYamlFile(file) as Record<string, unknown>;
    // What is entered once (the translation check's date) is in the English half only.
    const once = sharedPaths(file === "interface-labels.yml" ? UiFileSchema : FixedFileSchema);
    const english = keyPaths(halves.en)
      .filter((key) => !once.includes(key))
      .sort();
    expect(english.length).toBeGreaterThan(10);
    expect(
      keyPaths(halves[locale])
        .filter((key) => !once.includes(key))
        .sort(),
    ).toEqual(english);
  });
});
