import { HtmlValidate } from "html-validate/node";
import { expect, test } from "./support/fixtures";
import { exportedHtmlFiles, readExported } from "./support/site";

/*
 * .htmlvalidate.json turns off only style rules that clash with what React and Next emit
 * (inline style attributes, boolean and void attribute spelling, title length); every
 * correctness rule of html-validate:recommended stays on.
 */
test("every exported page is valid HTML", async () => {
  const validator = new HtmlValidate();
  const problems: string[] = [];
  for (const file of exportedHtmlFiles()) {
    const report = await validator.validateString(readExported(file), file);
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
