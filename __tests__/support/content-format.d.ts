// The CMS's content formats (public/admin/content-format.mjs), as the tests use them. The
// module is served to the browser as it is, so its types live here rather than beside it.
declare module "@/public/admin/content-format.mjs" {
  import type YAML from "yaml";

  interface ContentFormat {
    fromFile(text: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
  }
  export function createFormats(
    yaml: typeof YAML,
    config: { collections?: unknown[] },
  ): Record<"frontMatter" | "yamlList" | "yaml", ContentFormat>;
  /** An entry's data as the form holds it (a switch drawn beside its field), and as its file. */
  export function formShape(data: unknown, fields: unknown[] | undefined): unknown;
  export function fileShape(data: unknown, fields: unknown[] | undefined): unknown;
}
