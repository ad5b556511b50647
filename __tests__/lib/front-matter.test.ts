import YAML from "yaml";
import { splitFrontMatter } from "@/lib/store/front-matter.mjs";
import { createFormats } from "@/public/admin/content-format.mjs";

// One front-matter splitter for the loader, the translation checks and the photo scripts
// (lib/store/front-matter.mjs); the CMS's page keeps its own copy of the pattern, held to the same
// results here.

const SAMPLES = {
  plain: "---\ntitle: Kitchen\nsummary: A wall\n---\n\nThe body.\n",
  "empty front matter": "---\n---\n\nOnly a body.\n",
  "no body": "---\ntitle: Kitchen\n---",
  "Windows line breaks": "---\r\ntitle: Kitchen\r\n---\r\nThe body.\r\n",
  "a byte-order mark": "\uFEFF---\ntitle: Kitchen\n---\nThe body.\n",
  "dashes ending a value": "---\ntitle: Before---\n---\nThe body.\n",
  "a rule in the body": "---\ntitle: Kitchen\n---\nAbove\n\n---\n\nBelow\n",
};

describe("splitFrontMatter", () => {
  it("gives the parts back byte for byte", () => {
    for (const text of Object.values(SAMPLES)) {
      const parts = splitFrontMatter(text);
      expect(parts && parts.open + parts.yaml + parts.close + parts.body).toBe(text);
    }
  });

  it("closes the YAML at the first line that is three dashes alone", () => {
    expect(splitFrontMatter(SAMPLES["dashes ending a value"])).toMatchObject({
      yaml: "title: Before---",
      body: "The body.\n",
    });
    expect(splitFrontMatter(SAMPLES["a rule in the body"])).toMatchObject({
      yaml: "title: Kitchen",
      body: "Above\n\n---\n\nBelow\n",
    });
    expect(splitFrontMatter("---\ntitle: Kitchen\n---x\n---\nThe body.\n")?.yaml).toBe(
      "title: Kitchen\n---x",
    );
  });

  it("reads empty front matter, as the CMS writes it for an entry without fields", () => {
    expect(splitFrontMatter(SAMPLES["empty front matter"])).toEqual({
      open: "---\n",
      yaml: "",
      close: "---\n",
      body: "\nOnly a body.\n",
    });
  });

  it("finds none in a file that does not start with it", () => {
    expect(splitFrontMatter("The body.\n---\ntitle: Kitchen\n---\n")).toBeNull();
    expect(splitFrontMatter(" ---\ntitle: Kitchen\n---\n")).toBeNull();
    expect(splitFrontMatter("---\ntitle: Kitchen\n")).toBeNull();
  });
});

describe("the CMS's own copy of the pattern (public/admin/content-format.mjs)", () => {
  const { frontMatter } = createFormats(YAML, { collections: [] });

  it.each(Object.entries(SAMPLES))("reads %s as the shared splitter does", (_, text) => {
    const parts = splitFrontMatter(text)!;
    const body = parts.body.replace(/^\s*\n/, "").trimEnd();
    expect(frontMatter.fromFile(text)).toEqual({
      ...(YAML.parse(parts.yaml) ?? {}),
      ...(body ? { body } : {}),
    });
  });

  it("reads a file without front matter as a body, where the shared splitter finds none", () => {
    const text = "The body.\n";
    expect(splitFrontMatter(text)).toBeNull();
    expect(frontMatter.fromFile(text)).toEqual({ body: text });
  });
});
