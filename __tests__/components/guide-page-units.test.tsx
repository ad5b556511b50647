import {
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import type * as AtomFeedModule from "@/lib/site/atom-feed";
import type * as GuidePageModule from "@/components/pages/guide-page";
import type * as Rtl from "@testing-library/react/pure";

/*
 * Issue 47: an editor types « 20 °C » and « 30 min » with an ordinary space; the page, the
 * Atom feed and the structured data all show them with a no-break space (OQLF), because each is
 * built from the content the loader typeset. The page and the feed are made by the code the
 * build runs, with the loader of a scratch copy's own module registry.
 */
const NBSP = "\u00a0";
const GUIDE = "when-to-paint-outside-in-ottawa";
const TYPED = "Au-dessus de 20 °C, comptez 30 min entre deux couches.";
const SHOWN = [`20${NBSP}°C`, `30${NBSP}min`];
const PLAIN = ["20 °C", "30 min"];

function buildGuide(dir: string) {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    let feed = "";
    jest.isolateModules(() => {
      const { render } = jest.requireActual<typeof Rtl>("@testing-library/react/pure");
      const { GuidePage } = jest.requireActual<typeof GuidePageModule>(
        "@/components/pages/guide-page",
      );
      const { atomFeed } = jest.requireActual<typeof AtomFeedModule>("@/lib/site/atom-feed");
      document.body.innerHTML = "";
      render(<GuidePage guideId={GUIDE} locale="fr" />);
      feed = atomFeed("fr");
    });
    return feed;
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

describe("units typed with an ordinary space in a French guide", () => {
  let dir: string;
  let feed: string;
  beforeAll(() => {
    dir = scratchCopy();
    const file = `guides/${GUIDE}.fr.md`;
    const text = readText(dir, file);
    // Into the summary (the page's intro, the feed's summary, the structured data's
    // description) and the first paragraph of the body (the article, the feed's content).
    const edited = text
      .replace(
        /^summary: (.*)$/m,
        (_line, summary: string) => `summary: ${summary.slice(0, 90)} ${TYPED}`,
      )
      .replace(/\n---\n\n/, `\n---\n\n${TYPED}\n\n`);
    expect(edited.split(TYPED)).toHaveLength(3);
    writeText(dir, file, edited);
    feed = buildGuide(dir);
  });
  afterAll(() => removeScratch(dir));

  it("are shown with a no-break space on the page", () => {
    const text = document.querySelector("main, body")!.textContent!;
    for (const shown of SHOWN) expect(text.split(shown).length - 1).toBeGreaterThanOrEqual(2);
    for (const plain of PLAIN) expect(text).not.toContain(plain);
  });

  it("in the structured data", () => {
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent!) as { "@type": string; description?: string })
      .find((item) => item["@type"] === "BlogPosting")!;
    for (const shown of SHOWN) expect(data.description).toContain(shown);
    for (const plain of PLAIN) expect(data.description).not.toContain(plain);
  });

  it("and in the feed, in the entry's summary and its content", () => {
    const entry = feed.split("<entry>").find((part) => part.includes("comptez"))!;
    const summary = /<summary>([^<]*)<\/summary>/.exec(entry)![1]!;
    const content = /<content type="html">([^<]*)<\/content>/.exec(entry)![1]!;
    for (const part of [summary, content]) {
      for (const shown of SHOWN) expect(part).toContain(shown);
      for (const plain of PLAIN) expect(part).not.toContain(plain);
    }
  });
});
