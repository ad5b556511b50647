import { readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { BUSINESS_STAND_INS } from "@/lib/content/stand-ins";
import { createFormats, fileShape } from "@/public/admin/content-format.mjs";

/*
 * Each of the business's stand-in switches is drawn right after the field it marks (issue 56),
 * while business.yml keeps them in its `standIn` group, which the loader, launch-check and the
 * Before launch screen read: the form writer places them (lib/cms/decap-form.ts) and the
 * content format moves their values between the two places (public/admin/content-format.mjs).
 */

type Field = { name: string; widget: string; fields?: Field[] };
const root = path.join(__dirname, "..", "..");
const config = YAML.parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8")) as {
  collections: { name: string; files?: { name: string; fields: Field[] }[] }[];
};
const business = config.collections
  .find((collection) => collection.name === "shared")!
  .files!.find((file) => file.name === "business")!.fields;
const text = readFileSync(path.join(root, "content/shared/business.yml"), "utf8");

/** The field drawn right after the one at `at` ("taxNumbers.gstHst"), in the same object. */
function nextTo(fields: Field[], at: string): string | undefined {
  const [first, ...rest] = at.split(".");
  const index = fields.findIndex((field) => field.name === first);
  if (rest.length) return nextTo(fields[index]!.fields ?? [], rest.join("."));
  return fields[index + 1]?.name;
}

describe("the business's stand-in switches", () => {
  it("are each drawn right after the field they mark, with no group of switches left", () => {
    expect(business.map((field) => field.name)).not.toContain("standIn");
    expect(nextTo(business, "email")).toBe("standIn.email");
    expect(nextTo(business, "rbqLicence")).toBe("standIn.rbqLicence");
    expect(nextTo(business, "taxNumbers.gstHst")).toBe("standIn.gstHst");
    expect(nextTo(business, "credentials.insurance")).toBe("standIn.insurance");
    expect(nextTo(business, "credentials.paintLine")).toBe("standIn.paintClaims");
    expect(nextTo(business, "privacy.officerEmail")).toBe("standIn.privacyEmail");
    expect(nextTo(business, "counters")).toBe("standIn.counters");
    const switches = JSON.stringify(business).match(/"standIn\.\w+"/g) ?? [];
    expect(switches.sort()).toEqual(
      Object.keys(BUSINESS_STAND_INS)
        .map((fact) => `"standIn.${fact}"`)
        .sort(),
    );
  });

  it("read and write the file's standIn group, which keeps its shape", () => {
    const { yaml } = createFormats(YAML, config);
    // Decap names the form's top-level fields when it writes a file.
    const names = business.map((field) => field.name);
    const form = yaml.fromFile(text) as Record<string, unknown> & {
      taxNumbers: Record<string, unknown>;
    };
    expect(form).not.toHaveProperty("standIn");
    expect(form["standIn.rbqLicence"]).toBe(true);
    expect(form.taxNumbers["standIn.gstHst"]).toBe(true);
    // Cleared in the form, the fact is written unticked in its group.
    const cleared = { ...form, "standIn.rbqLicence": false };
    const written = YAML.parse(yaml.toFile(cleared, names)) as {
      standIn: Record<string, boolean>;
      taxNumbers: Record<string, unknown>;
    };
    expect(written.standIn).toMatchObject({ rbqLicence: false, gstHst: true, counters: true });
    expect(Object.keys(written.taxNumbers)).toEqual(["gstHst", "qst"]);
    // Saved unchanged, the file is byte for byte the same.
    expect(yaml.toFile(form, names)).toBe(text);
    // The check before a save reads the data as the file keeps it.
    expect(fileShape(form, business)).toEqual(YAML.parse(text));
  });
});
