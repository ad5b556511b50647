import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import { parse } from "yaml";
import { editYaml, scratchEach } from "@/__tests__/support/scratch-content";
import { BeforeLaunchPage } from "@/components/pages/before-launch-page";
import { beforeLaunch } from "@/lib/cms/before-launch";

/*
 * The "Before launch" screen (/admin/launch/) lists what `npm run launch-check` lists, from the
 * same function, each stand-in named by the CMS screen and field that replace it and linked to
 * its entry in the CMS.
 */

/** launch-check's items as it prints them: "content/<file>" headings, "  - <field>: …" lines. */
function launchCheckItems(dir: string): string[] {
  const { stdout } = spawnSync(
    process.execPath,
    [path.join(process.cwd(), "scripts", "checks", "launch-check.mjs")],
    { encoding: "utf8", env: { ...process.env, CONTENT_DIR: dir, SITE_ENV: "" } },
  );
  let file = "";
  return stdout.split("\n").flatMap((line) => {
    if (line.startsWith("content/")) file = line.slice("content/".length);
    const field = /^ {2}- ([^:]+):/.exec(line)?.[1];
    return field ? [`${file}:${field}`] : [];
  });
}

describe("the Before launch list", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  it("holds exactly launch-check's items, in its order, and follows an unticked box", () => {
    editYaml(dir, "shared/business.yml", (doc) => {
      doc.setIn(["email"], "office@ottawa-painters.ca");
      doc.setIn(["standIn", "email"], false);
    });
    const items = beforeLaunch(dir).map((item) => `${item.file}:${item.field}`);
    const printed = launchCheckItems(dir);
    expect(printed.length).toBeGreaterThan(50);
    expect(items).toEqual(printed);
    expect(items).toContain("shared/business.yml:rbqLicence");
    expect(items).not.toContain("shared/business.yml:email");
  });

  it("names each stand-in by its CMS screen and field, linked to its entry", () => {
    const items = beforeLaunch(dir);
    const find = (file: string, field: string) =>
      items.find((item) => item.file === file && item.field === field);
    expect(find("shared/business.yml", "rbqLicence")).toMatchObject({
      screen: "Shared (all languages) › Business details",
      label: "RBQ licence",
      // Opened at its switch, drawn beside the licence (public/admin/cms-field-link.mjs).
      cmsLink: "#/collections/shared/entries/business?field=standIn.rbqLicence",
    });
    expect(find("projects/kanata-office-over-two-weekends.en.md", "pairs[0].after")).toMatchObject({
      screen: "Project › A Kanata office repainted over two weekends",
      label: "Before and after photos › 1 › After",
      cmsLink: "#/collections/projects/entries/kanata-office-over-two-weekends",
    });
    expect(find("shared/testimonial-ratings.yml", "[1]")).toMatchObject({
      screen: "Shared lists (all languages) › Testimonial ratings",
      label: "Testimonials (exactly 8) › 2",
      cmsLink: "#/collections/shared_lists/entries/testimonials",
    });
    expect(find("gallery-photos.yml", "en.items[4].photo")?.label).toBe("Photos › 5 › Photo");
    // The counters' figures are edited in the same screen as their stand-in switch.
    expect(find("shared/business.yml", "counters")).toMatchObject({
      label: "Work in numbers (the home page's counters)",
      cmsLink: "#/collections/shared/entries/business?field=standIn.counters",
      supply: expect.stringContaining("(today: 885, 1154, 9)"),
    });
    // Every stand-in can be opened in the CMS: none is in a file the CMS cannot open.
    expect(items.filter((item) => !item.cmsLink)).toEqual([]);
    // No file path or field id is shown as a screen or a label.
    for (const item of items) {
      expect(item.screen).not.toMatch(/\.(yml|md)$/);
      expect(item.label).not.toMatch(/\[|\.|^standIn$/);
    }
  });
});

describe("BeforeLaunchPage", () => {
  const item = {
    kind: "business" as const,
    file: "shared/business.yml",
    field: "rbqLicence",
    supply: "the real RBQ licence number",
    screen: "Shared (all languages) › Business details",
    label: "RBQ licence",
    cmsLink: "#/collections/shared/entries/business",
  };

  it("lists each stand-in under its screen, its field a link to the entry in the CMS", () => {
    render(
      <BeforeLaunchPage
        items={[
          item,
          { ...item, field: "qst", label: "QST number", supply: "the real QST number" },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Before launch" })).toBeVisible();
    expect(screen.getByText("2 stand-ins left before launch.")).toBeVisible();
    const group = screen
      .getByRole("heading", { name: "Shared (all languages) › Business details" })
      .closest("li")!;
    expect(within(group).getByRole("link", { name: "RBQ licence" })).toHaveAttribute(
      "href",
      "/admin/#/collections/shared/entries/business",
    );
    expect(within(group).getByRole("link", { name: "QST number" })).toBeVisible();
    expect(within(group).getByText("the real RBQ licence number")).toBeVisible();
  });

  it("says the site is ready once no stand-in is left", () => {
    render(<BeforeLaunchPage items={[]} />);
    expect(screen.getByText("Ready for launch: no stand-in is left in the content.")).toBeVisible();
    expect(screen.queryByRole("link")).toBeNull();
  });
});

describe("the CMS's stand-in switches", () => {
  type Field = {
    name?: string;
    hint?: string;
    collapsed?: boolean;
    fields?: Field[];
    field?: Field;
  };
  const config = parse(readFileSync(path.join(process.cwd(), "public/admin/config.yml"), "utf8"), {
    merge: true,
    maxAliasCount: -1,
  }) as { collections: (Field & { files?: Field[] })[] };
  const switches = (fields: Field[] = []): Field[] =>
    fields.flatMap((field) => [
      ...(field.name === "standIn" && field.hint ? [field] : []),
      ...switches(field.fields),
      ...switches(field.field ? [field.field] : []),
    ]);
  const found = config.collections.flatMap((collection) =>
    switches([...(collection.fields ?? []), ...(collection.files ?? [])]),
  );

  it("each link to the Before launch screen, the business's group open", () => {
    expect(found.length).toBeGreaterThan(5);
    // Relative to /admin/ (Decap routes with the hash), so it holds under a base path too.
    for (const field of found) expect(field.hint).toMatch(/\]\(launch\/\)/);
    expect(found.filter((field) => field.collapsed)).toEqual([]);
  });
});

describe("the counters in the CMS", () => {
  it("are a field of Business details, their stand-in switch right after them", () => {
    type Field = { name: string; fields?: Field[] };
    const config = parse(
      readFileSync(path.join(process.cwd(), "public/admin/config.yml"), "utf8"),
      { merge: true, maxAliasCount: -1 },
    ) as { collections: { files?: (Field & { file: string })[] }[] };
    const business = config.collections
      .flatMap((collection) => collection.files ?? [])
      .find((file) => file.file === "content/shared/business.yml")!;
    const names = business.fields!.map((field) => field.name);
    expect(names.slice(-2)).toEqual(["counters", "standIn.counters"]);
    const counters = business.fields!.find((field) => field.name === "counters")!;
    expect(counters.fields!.map((field) => field.name)).toEqual(["id", "value", "suffix"]);
  });
});
