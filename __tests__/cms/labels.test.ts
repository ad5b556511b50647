import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";

/*
 * The form's labels as the coordinator reads them in public/admin/config.yml: whole (a label
 * with a comma once lost everything after it) and never saying "optional", which Decap adds
 * itself to every optional field.
 */
const config: unknown = parse(
  readFileSync(path.join(__dirname, "..", "..", "public/admin/config.yml"), "utf8"),
  { merge: true, maxAliasCount: -1 },
);

function labels(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => labels(item, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (/^label(_singular)?$/.test(key) && typeof value === "string") found.push(value);
      else labels(value, found);
    }
  }
  return found;
}

const balanced = (label: string) =>
  [...label].reduce(
    (depth, char) => (depth < 0 ? depth : depth + (char === "(" ? 1 : char === ")" ? -1 : 0)),
    0,
  ) === 0;

describe("the CMS form's labels", () => {
  const all = labels(config);

  it("are read from the form", () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it("are whole: every bracket closed, no dangling comma", () => {
    expect(all.filter((label) => !balanced(label) || /[,;:]\s*$/.test(label))).toEqual([]);
  });

  it("leave 'optional' to Decap, which adds it to each optional field", () => {
    expect(all.filter((label) => /optional/i.test(label))).toEqual([]);
  });
});
