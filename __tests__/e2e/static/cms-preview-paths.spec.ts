import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { pageOfEntry } from "../../../lib/content/entry-pages";
import { router } from "../../../lib/content/load";
import { expect, test } from "../support/fixtures";
import { readExported } from "../support/site";

/*
 * Every CMS entry's "View preview" (its preview_path on the branch's preview) opens the built
 * page that shows that entry, in the export; the same page in French is its hreflang twin.
 */

const root = path.join(__dirname, "..", "..", "..");
type Collection = {
  name: string;
  folder?: string;
  preview_path?: string;
  files?: { name: string; file: string; preview_path?: string }[];
};
const config = parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8"), {
  merge: true,
  maxAliasCount: -1,
}) as { collections: Collection[] };

/** "{{slug}}" is the entry's file name without its language: "drywall-repair". */
const entries = config.collections.flatMap((collection) => {
  if (collection.folder) {
    return readdirSync(path.join(root, collection.folder))
      .filter((name) => name.endsWith(".en.md"))
      .map((name) => {
        const slug = name.slice(0, -".en.md".length);
        return {
          name: `${collection.name}/${slug}`,
          file: `${collection.folder}/${name}`,
          preview: collection.preview_path?.replace("{{slug}}", slug),
        };
      });
  }
  return (collection.files ?? []).map((entry) => ({
    name: `${collection.name}/${entry.name}`,
    file: entry.file,
    preview: entry.preview_path,
  }));
});

/** The export's file for a site path: "/about/" → about/index.html. */
const exported = (route: string) => `${route.replace(/^\//, "")}index.html`;
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const h1 = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "").replace(/<[^>]+>/g, "");
const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

test("every CMS entry has a preview path, and each opens a built page in both languages", () => {
  expect(entries.length).toBeGreaterThan(35);
  for (const entry of entries) {
    expect(entry.preview, `${entry.name}: preview_path`).toMatch(
      /^(?:\/|[a-z0-9-]+(?:\/[a-z0-9-]+)*\/)$/,
    );
    if (!entry.file.startsWith("content/shared/")) {
      // Taken from the route table: the same page the translation status links to.
      const content = entry.file.replace(/^content\//, "").replace(/\.en\.md$/, "");
      const route = pageOfEntry(content, "en", router);
      expect(`/${entry.preview!.replace(/^\//, "")}`, entry.name).toBe(route);
      const french = pageOfEntry(content, "fr", router)!;
      expect(() => readExported(exported(french)), `${entry.name}: ${french}`).not.toThrow();
    }
    const html = readExported(exported(`/${entry.preview!.replace(/^\//, "")}`));
    expect(/hreflang="fr-CA"/i.test(html), `${entry.name}: a page with a French twin`).toBe(true);
  }
});

test("a page's preview shows that entry's own words", () => {
  for (const entry of entries) {
    const html = decode(readExported(exported(`/${entry.preview!.replace(/^\//, "")}`)));
    const source = readFileSync(path.join(root, entry.file), "utf8");
    if (entry.file.endsWith(".md")) {
      const front = parse(source.split(/\n---\n/)[0]!.replace(/^---\n/, "")) as {
        name?: string;
        title?: string;
      };
      // A service's name, a legal page's title; the defaults show on the services page.
      const heading = front.name ?? front.title;
      if (heading) expect(h1(html), entry.name).toBe(heading);
    } else if (entry.file.startsWith("content/pages/")) {
      const data = parse(source) as { en: { meta: { title: string } } };
      expect(title(html), entry.name).toContain(data.en.meta.title);
    }
  }
});
