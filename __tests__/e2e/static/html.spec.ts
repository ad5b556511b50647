import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate/node";
import { expect, test } from "../support/fixtures";
import { exportedHtmlFiles, OUT_DIR, readExported } from "../support/site";

/*
 * .htmlvalidate.json extends html-validate:recommended and turns off only rules about how
 * React and Next spell their output, or typographic taste — never about correctness:
 * - no-inline-style: Radix and next/image set style attributes (CSP allows inline styles);
 * - attribute-boolean-style, attribute-empty-style, void-style, attr-case, doctype-style:
 *   React writes `async=""`, `<meta/>` and `charSet`; HTML parses all of them the same;
 * - no-trailing-whitespace, long-title: formatting and SEO taste, checked elsewhere;
 * - no-redundant-role: `role="list"` keeps list semantics in Safari for unstyled lists;
 * - prefer-native-element: Radix Toast's viewport is a `role="region"` element;
 * - tel-non-breaking: asks for &nbsp; inside phone numbers, a typographic preference;
 * - valid-id relaxed: React's generated ids (`_R_1a5b_`) are valid HTML ids.
 * Structure, nesting, duplicate ids, labels and ARIA rules all stay errors.
 */
test("every exported page is valid HTML", async () => {
  // Some hundred pages, validated one after the other.
  test.setTimeout(120_000);
  // Reads .htmlvalidate.json at the project root, the same config an editor would use.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const file of exportedHtmlFiles()) {
    const report = await validator.validateString(readExported(file), path.join(OUT_DIR, file));
    for (const result of report.results) {
      for (const message of result.messages) {
        problems.push(
          `${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
        );
      }
    }
  }
  expect(problems.slice(0, 40), problems.join("\n")).toEqual([]);
});
