// The benchmark's own judgement (scripts/bench/): which photo a phone downloaded and whether it
// keeps the ceiling, the real-photo mode's budgets, the floor's hero photo read from a built
// page, and the control export without the chunk loader. The modules are ES modules run by
// plain Node; these tests call them the same way and read what they print.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const repo = path.join(__dirname, "..", "..");
const bench = (name: string) => pathToFileURL(path.join(repo, "scripts", "bench", name)).href;
const captured = readFileSync(path.join(__dirname, "fixtures", "next-contact-page.html"), "utf8");

/** Runs `code` as an ES module with `input` as its `input` constant; returns what it printed. */
function evaluate<T>(code: string, input: unknown = null): T {
  const result = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const input = JSON.parse(process.argv[1]);\n${code}`,
      JSON.stringify(input),
    ],
    { encoding: "utf8", cwd: repo },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

const SRCSET = [256, 384, 640, 960, 1280, 1920]
  .map((width) => `/photos/hall.abc.${width}.avif ${width}w`)
  .join(", ");
const LIMITS = { viewportWidth: 390, maxBytes: 150_000 };

type Judged = {
  fullWidth: number;
  pass: boolean;
  largest: { src: string; bytes: number; pickedWidth: number } | null;
  over: { src: string }[];
};
const judge = (photos: unknown[]) =>
  evaluate<Judged>(
    `const { judgePhotos } = await import(${JSON.stringify(bench("photo-budget.mjs"))});
     console.log(JSON.stringify(judgePhotos(input, ${JSON.stringify(LIMITS)})));`,
    photos,
  );
const photo = (width: number, boxWidth: number, bytes: number) => ({
  src: `http://127.0.0.1:4501/photos/hall.abc.${width}.avif`,
  srcset: SRCSET,
  boxWidth,
  bytes,
});

describe("a phone's photos at 390 px and DPR 3", () => {
  it("holds every full-width photo to 150 kB and names the largest with the file it chose", () => {
    const verdict = judge([photo(1280, 390, 149_000), photo(1280, 358, 120_000)]);
    expect(verdict.pass).toBe(true);
    expect(verdict.fullWidth).toBe(2);
    expect(verdict.largest).toMatchObject({ bytes: 149_000, pickedWidth: 1280 });
  });

  it("fails a page with a full-width photo over 150 kB", () => {
    const verdict = judge([photo(1280, 390, 150_001), photo(1280, 358, 90_000)]);
    expect(verdict.pass).toBe(false);
    expect(verdict.over.map((p) => p.src)).toEqual([photo(1280, 390, 0).src]);
  });

  it("does not hold a photo drawn narrower than 85 % of the screen to the full-width ceiling", () => {
    const verdict = judge([photo(640, 180, 400_000)]);
    expect(verdict).toMatchObject({ pass: true, fullWidth: 0, largest: null });
  });
});

type Row = Record<string, number>;
const row = (over: Partial<Row> = {}): Row => ({
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 2000,
  fcp: 1000,
  tbt: 40,
  cls: 0,
  ...over,
});
const misses = (page: Row, floor: Row, empty = false) =>
  evaluate<string[]>(
    `const { budgetMisses, PHOTO_BUDGETS } = await import(${JSON.stringify(bench("report.mjs"))});
     console.log(JSON.stringify(budgetMisses(input.page, input.floor, "mobile", PHOTO_BUDGETS, { empty: input.empty })));`,
    { page, floor, empty },
  );
const photoFloor = { label: "floor", empty: false };

describe("the real-photo mode's budgets against the photo floor", () => {
  const floor = row();

  it("passes at the edges: perf one under the floor, FCP 1.10 ×, LCP 0.90 ×, TBT equal", () => {
    expect(misses(row({ performance: 98, fcp: 1100, lcp: 1800, tbt: 40 }), floor)).toEqual([]);
  });

  it("fails perf two under the floor, FCP over 1.10 ×, LCP over 0.90 × and any TBT over the floor's", () => {
    expect(misses(row({ performance: 97, fcp: 1110, lcp: 1820, tbt: 41 }), floor)).toEqual([
      "perf 97 < 98 (floor − 1)",
      "FCP 1.11× > 1.1×",
      "LCP 0.91× > 0.9×",
      "TBT +1 ms > +0 ms",
    ]);
  });

  it("holds a page without a photo to 1.10 × the empty page's LCP", () => {
    expect(misses(row({ lcp: 2200 }), floor, true)).toEqual([]);
    expect(misses(row({ lcp: 2220 }), floor, true)).toEqual(["LCP 1.11× > 1.1×"]);
  });

  it("gives each page one verdict over both form factors and its phone photos", () => {
    const results = {
      mobile: [
        ["/", row({ lcp: 1800 })],
        ["floor", floor],
      ],
      desktop: [
        ["/", row({ performance: 100, tbt: 5 })],
        ["floor", row({ performance: 100, tbt: 0 })],
      ],
    };
    const verdict = evaluate<string[]>(
      `const { pageMisses, PHOTO_BUDGETS } = await import(${JSON.stringify(bench("report.mjs"))});
       const results = Object.fromEntries(Object.entries(input.results).map(([k, v]) => [k, new Map(v)]));
       console.log(JSON.stringify(pageMisses("/", results, input.floor, PHOTO_BUDGETS, input.photos)));`,
      {
        results,
        floor: photoFloor,
        photos: {
          over: [{ src: "http://127.0.0.1:4501/photos/hero.abc.1280.avif", bytes: 151_200 }],
        },
      },
    );
    expect(verdict).toEqual([
      "desktop TBT +5 ms > +0 ms",
      "`hero.abc.1280.avif` 151.2 kB > 150.0 kB",
    ]);
  });

  it("holds the phone under applied throttling to the phone's budgets, against the floor measured the same way", () => {
    const results = {
      mobile: [
        ["/", row({ lcp: 1800 })],
        ["floor", floor],
      ],
      applied: [
        ["/", row({ lcp: 1500, fcp: 1200 })],
        ["floor", row({ lcp: 1700, fcp: 1000 })],
      ],
    };
    const verdict = evaluate<string[]>(
      `const { pageMisses, PHOTO_BUDGETS } = await import(${JSON.stringify(bench("report.mjs"))});
       const results = Object.fromEntries(Object.entries(input.results).map(([k, v]) => [k, new Map(v)]));
       console.log(JSON.stringify(pageMisses("/", results, input.floor, PHOTO_BUDGETS)));`,
      { results, floor: photoFloor },
    );
    expect(verdict).toEqual(["applied FCP 1.20× > 1.1×"]);
  });
});

describe("the comparison table", () => {
  it("shows FCP beside LCP for each page against its own floor, the empty page for a page without a photo", () => {
    const applied = [
      ["/", row({ fcp: 1100, lcp: 1500 })],
      ["/price-ranges/", row({ fcp: 1200, lcp: 1200 })],
      ["floor", row({ fcp: 1000, lcp: 2000 })],
      ["empty", row({ fcp: 1000, lcp: 1000 })],
    ];
    const markdown = evaluate<string>(
      `const { resultTables, PHOTO_BUDGETS } = await import(${JSON.stringify(bench("report.mjs"))});
       const floors = new Map([["/", { label: "floor", empty: false }], ["/price-ranges/", { label: "empty", empty: true }]]);
       console.log(JSON.stringify(resultTables({ applied: new Map(input) }, floors, { budgets: PHOTO_BUDGETS })));`,
      applied,
    );
    const rows = markdown.split("\n").filter((line) => line.startsWith("| `/"));
    const compared = rows.slice(-2).map((line) => line.split(" | ").slice(0, 5));
    expect(compared).toEqual([
      ["| `/`", "floor", "+0", "1.10×", "0.75×"],
      ["| `/price-ranges/`", "empty", "+0", "1.20×", "1.20×"],
    ]);
    expect(rows.at(-1)).toContain("**fail**: applied FCP 1.20× > 1.1×; applied LCP 1.20× > 1.1×");
    expect(markdown).toContain("| floor (floor) |");
  });
});

describe("the floor's hero photo, read from the built home page", () => {
  const home = (img: string) =>
    `<!DOCTYPE html><html><head><title>x</title></head><body>
     <picture><source type="image/avif" srcset="/photos/team.1.640.avif 640w" sizes="50vw"/>
     <img src="/photos/team.1.960.webp" srcset="/photos/team.1.640.webp 640w" sizes="50vw" alt="Team" width="4032" height="3024" loading="lazy"/></picture>
     <picture><source type="image/avif" srcset="${SRCSET}" sizes="100vw"/>${img}</picture></body></html>`;
  const hero = (html: string) =>
    evaluate<Record<string, unknown> | null>(
      `const { heroImage } = await import(${JSON.stringify(bench("reference.mjs"))});
       console.log(JSON.stringify(heroImage(input)));`,
      html,
    );

  it("is the high-priority picture's AVIF candidates with its sizes and box", () => {
    expect(
      hero(
        home(
          '<img src="/photos/hall.abc.960.webp" srcset="/photos/hall.abc.960.webp 960w" sizes="100vw" alt="A hall" width="4032" height="3024" fetchpriority="high"/>',
        ),
      ),
    ).toEqual({
      src: "/photos/hall.abc.960.webp",
      srcSet: SRCSET,
      sizes: "100vw",
      width: 4032,
      height: 3024,
      alt: "A hall",
    });
  });

  it("is none when the page's main photo is not a file of the site", () => {
    expect(
      hero(
        home(
          '<img src="https://images.example/hall?w=960" sizes="100vw" alt="A hall" width="1600" height="1067" fetchpriority="high"/>',
        ),
      ),
    ).toBeNull();
  });
});

describe("the control export without the chunk loader", () => {
  type Tags = { head: string[]; policy: string; loaderHash: string };
  /** The captured page through the post-build step, then without the loader. */
  let pages: { next: Tags; loader: Tags; control: Tags };
  beforeAll(() => {
    pages = evaluate<{ next: Tags; loader: Tags; control: Tags }>(
      `const { processPage, scriptHash } = await import(${JSON.stringify(pathToFileURL(path.join(repo, "scripts", "build", "post-build", "pages.mjs")).href)});
     const { LOADER } = await import(${JSON.stringify(pathToFileURL(path.join(repo, "scripts", "build", "post-build", "chunk-loader.mjs")).href)});
     const { elements, headOf, parseHtml } = await import(${JSON.stringify(pathToFileURL(path.join(repo, "scripts", "build", "post-build", "html.mjs")).href)});
     const { withoutLoader } = await import(${JSON.stringify(bench("without-loader.mjs"))});
     const tags = (html) => {
       const head = headOf(parseHtml(html), "page");
       const els = head.children.filter((n) => n.type === "element");
       return {
         head: els.filter((el) => el.tagName === "script" || el.properties.rel?.includes("stylesheet") || el.properties.as === "script")
           .map((el) => el.tagName === "script" && !el.properties.src ? "inline script" : el.tagName + " " + (el.properties.src ?? el.properties.href) + (el.properties.async ? " async" : "") + (el.properties.fetchPriority ? " " + el.properties.fetchPriority : "")),
         policy: String([...elements(parseHtml(html))].find((el) => el.properties.httpEquiv)?.properties.content ?? ""),
         loaderHash: scriptHash(LOADER),
       };
     };
     const loader = processPage(input, "contact/index.html").html;
     console.log(JSON.stringify({ next: tags(input), loader: tags(loader), control: tags(withoutLoader(loader, "contact/index.html")) }));`,
      captured,
    );
  });

  it("starts the chunks with Next's own tags again, in Next's order and place", () => {
    expect(pages.loader.head).not.toEqual(pages.next.head);
    const chunkTags = (head: string[]) => head.filter((tag) => tag.includes("/_next/static/"));
    expect(chunkTags(pages.control.head)).toEqual(chunkTags(pages.next.head));
    expect(pages.control.head).not.toContain("inline script");
  });

  it("drops the loader's hash from the page's policy and keeps the rest of it", () => {
    expect(pages.loader.policy).toContain(pages.loader.loaderHash);
    expect(pages.control.policy).not.toContain(pages.control.loaderHash);
    expect(pages.control.policy).toBe(
      pages.loader.policy.replace(` ${pages.loader.loaderHash}`, ""),
    );
  });
});
