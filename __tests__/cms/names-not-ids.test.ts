/**
 * @jest-environment jsdom
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { idFromName, namedSummary, summaryNames } from "@/public/admin/cms-lists.mjs";

/*
 * The CMS's form shows names, never the content's ids: each select's options (pages, services,
 * categories), each list's summary (a testimonial's rating by its client, a service by its
 * name), and a new team member's id is made from the name.
 */

const root = path.join(__dirname, "..", "..");
const config = parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8")) as {
  collections: Record<string, unknown>[];
};
const read = (file: string) => parse(readFileSync(path.join(root, "content", file), "utf8"));

/** The ids the content gives its pages, services, categories, testimonials and entries. */
function contentIds(): Set<string> {
  const routes = read("shared/routes.yml");
  const folders = ["projects", "guides", "areas"].flatMap((folder) =>
    readdirSync(path.join(root, "content", folder))
      .filter((name) => name.endsWith(".en.md"))
      .map((name) => name.replace(/\.en\.md$/, "")),
  );
  return new Set([
    ...Object.keys(routes.pages),
    ...Object.keys(routes.services),
    ...Object.keys(routes.categories),
    ...read("shared/testimonial-ratings.yml").map((item: { id: string }) => item.id),
    ...read("team.yml").en.members.map((member: { id: string }) => member.id),
    ...folders,
  ]);
}

type Field = Record<string, unknown>;
/** Every field of the form, at any depth. */
function fields(value: unknown): Field[] {
  if (Array.isArray(value)) return value.flatMap(fields);
  if (!value || typeof value !== "object") return [];
  const field = value as Field;
  const own = typeof field.widget === "string" ? [field] : [];
  return [...own, ...fields(field.fields), ...fields(field.field), ...fields(field.files)];
}

describe("names, not ids, in the CMS's form", () => {
  const ids = contentIds();
  const all = fields(config.collections);

  it("offers every select's choices by name", () => {
    const shown = all
      .filter((field) => field.widget === "select")
      .flatMap((field) => field.options as (string | { label: string })[])
      .map((option) => (typeof option === "string" ? option : option.label));
    expect(shown.length).toBeGreaterThan(50);
    expect(shown.filter((label) => ids.has(label))).toEqual([]);
  });

  it("sums up every list whose summary shows an id by names read from the content", () => {
    const byId = all.filter(
      (field) => field.widget === "list" && String(field.summary ?? "").includes("{{fields.id}}"),
    );
    expect(byId.length).toBeGreaterThanOrEqual(3);
    for (const list of byId) expect(list.summary_names).toBeDefined();
  });

  it("reads a testimonial's client through Decap's query and says it in place of the id", async () => {
    const quotes = read("testimonial-quotes.yml").en;
    const query = jest.fn(async () => ({
      payload: { hits: [{ slug: "testimonials", data: quotes }] },
    }));
    const ratings = all.find(
      (field) => field.name === "items" && String(field.summary).endsWith("/5"),
    )!;
    const names = await summaryNames(ratings.summary_names as unknown[], query, "ratings");
    const [first] = quotes.items as { id: string; author: string }[];
    expect(names[first!.id]).toBe(first!.author);
    expect(namedSummary(`${first!.id}: 5/5`, first!.id, names)).toBe(`${first!.author}: 5/5`);
    // Unread, an item keeps Decap's own summary.
    expect(namedSummary("x: 5/5", "x", {})).toBe("x: 5/5");
  });

  it("makes a new member's id from the name, as ids are written", () => {
    expect(idFromName("Élise Tremblay-Côté")).toBe("elise-tremblay-cote");
    expect(idFromName("  O'Neil & Sons ")).toBe("o-neil-sons");
    const team = all.find((field) => field.name === "members")!;
    expect(team.id_from).toBe("name");
  });
});
