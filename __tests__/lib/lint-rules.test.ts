import { execFileSync } from "node:child_process";
import path from "node:path";

// The project's own lint rules refuse what they are for: an import that runs up lib/'s layers
// (eslint.config.mjs, LIB_LAYERS) and a content path written outside the registry. Each is
// planted in a file as ESLint sees it (stdin, under the name of a real module), with the
// project's config, and must fail; the same file without the plant passes.

const repo = path.resolve(__dirname, "..", "..");

/** The rules ESLint names for `source` linted as `file`. */
function ruleIds(file: string, source: string): string[] {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [
        path.join(repo, "node_modules", "eslint", "bin", "eslint.js"),
        "--format",
        "json",
        "--stdin",
        "--stdin-filename",
        file,
      ],
      { cwd: repo, input: source, encoding: "utf8" },
    );
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(out) as { messages: { ruleId: string | null }[] }[];
  return result!.messages.map((message) => message.ruleId ?? "parse");
}

describe("lint rules of lib/", () => {
  it("refuses an import from a higher layer (the registry reading the loader)", () => {
    const file = "lib/registry/registered-files.ts";
    const planted =
      'import { LOCALES } from "@/lib/schemas/locales";\nimport { siteContent } from "@/lib/content/load";\nexport const all = [LOCALES, siteContent];\n';
    expect(ruleIds(file, planted)).toEqual(["import/no-restricted-paths"]);
  }, 60_000);

  it("refuses a content path written outside the registry, and takes the registry's", () => {
    const file = "lib/content/guides.ts";
    const planted = [
      'export const folder = "content/guides";',
      "export const at = (id: string) => `content/guides/${id}.en.md`;",
      "",
    ].join("\n");
    const clean = [
      'import { REGISTRY } from "@/lib/registry/registry";',
      "export const at = (id: string) => `content/${REGISTRY.guides.folder}/${id}.en.md`;",
      "",
    ].join("\n");
    expect(ruleIds(file, planted)).toEqual(["no-restricted-syntax", "no-restricted-syntax"]);
    expect(ruleIds(file, clean)).toEqual([]);
  }, 60_000);
});
