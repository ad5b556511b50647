import { expect, test } from "./support/fixtures";
import { exportedHtmlFiles, readExported } from "./support/site";

// Issue 11: a visitor should never see the same photo twice on one page.
test("no page shows the same photo twice", () => {
  const pages = exportedHtmlFiles().filter((file) => file.endsWith("index.html"));
  expect(pages.length).toBeGreaterThan(50);
  for (const file of pages) {
    const sources = [...readExported(file).matchAll(/<img[^>]*?\ssrc="([^"?]+)/g)].map(
      ([, src]) => src!,
    );
    const repeated = sources.filter((src, index) => sources.indexOf(src) !== index);
    expect(repeated, file).toEqual([]);
  }
});
