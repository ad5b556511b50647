import { getAllServices, getLegalDocument, getLocales, LEGAL_SLUGS } from "@/lib/content";
import { renderMarkdown } from "@/lib/content/markdown";

// Service and legal bodies are written in Markdown and rendered at build time to a small,
// attribute-free set of tags: the page's styles decide how they look, and no script gets in.

const serviceHtml = (id: string) => getAllServices("en").find((item) => item.id === id)!;

const pages = getLocales().flatMap((locale) => [
  ...getAllServices(locale).map((item) => ({
    name: `${locale} service ${item.id}`,
    html: item.longDescriptionHtml,
  })),
  ...LEGAL_SLUGS.map((slug) => ({
    name: `${locale} legal ${slug}`,
    html: getLegalDocument(slug, locale).html,
  })),
]);

describe("a service's rendered Markdown", () => {
  it("renders interior painting's sheen list as a bulleted list with bold lead-ins", () => {
    const html = serviceHtml("interior-painting").longDescriptionHtml;
    const list = /<ul>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(list.match(/<li>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(list).toMatch(/<li><strong>[^<]+<\/strong>/);
    expect(html).not.toMatch(/^\s*[-*] /m);
  });

  it("renders maintenance contracts' link to the contact page", () => {
    expect(serviceHtml("maintenance-contract-painting").longDescriptionHtml).toMatch(
      /<a href="\/contact\/">[^<]+<\/a>/,
    );
  });

  it("renders drywall repair's subheading as an h3", () => {
    expect(serviceHtml("drywall-repair").longDescriptionHtml).toMatch(/<h3>[^<]+<\/h3>/);
  });

  it("renders a legal page's sections as h2 headings", () => {
    expect(getLegalDocument("privacy-policy", "en").html.match(/<h2>/g)?.length).toBeGreaterThan(3);
  });
});

describe("no raw HTML reaches a page", () => {
  it.each(pages)("$name carries only plain tags", ({ html }) => {
    expect(html).toMatch(/^<(p|h[234]|ul|ol)>/);
    expect(html).not.toMatch(/<(script|style|iframe|img|object|embed|form|input)\b/i);
    expect(html).not.toMatch(/\s(style|class|id|on[a-z]+)\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe("renderMarkdown", () => {
  const render = (source: string, topHeading: 2 | 3 = 3) =>
    renderMarkdown(source, { file: "en/test.md", topHeading, locale: "en" });

  it("renders lists, emphasis and links", () => {
    expect(render("Some *soft* and **bold** words, [a link](/contact/).\n\n- one\n- two")).toBe(
      '<p>Some <em>soft</em> and <strong>bold</strong> words, <a href="/contact/">a link</a>.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it.each([
    ["a block of raw HTML", '<div class="x">Hi</div>', 3, /raw HTML is not allowed/],
    ["inline raw HTML", 'A <span style="color:red">red</span> word.', 3, /raw HTML is not allowed/],
    ["an image", "![A wall](/photo.jpg)", 3, /images are not allowed/],
    ["a level-2 heading where level 3 is the top", "## Title", 3, /level-2 heading/],
    ["a level-1 heading on a legal page", "# Title", 2, /level-1 heading/],
  ] as const)("refuses %s, naming the file", (_name, source, topHeading, message) => {
    expect(() => render(source, topHeading)).toThrow(/^Invalid content in content\/en\/test\.md:/);
    expect(() => render(source, topHeading)).toThrow(message);
  });

  it("drops a javascript: link target", () => {
    const html = render("[click](javascript:alert(1))");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain("click");
  });

  it("escapes a stray angle bracket rather than passing it through", () => {
    expect(render("Coverage is 2 < 3 coats.")).not.toContain("2 < 3");
  });
});
