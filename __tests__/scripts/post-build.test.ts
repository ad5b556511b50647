// The post-build step (scripts/post-build.mjs) on a small export made from a page Next wrote
// (fixtures/next-contact-page.html, captured from `next build`). The step is an ES module run
// by plain Node after every build; Jest's CommonJS transform cannot load it, so these tests run
// it the same way, and read what it leaves behind.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.join(__dirname, "..", "..");
const script = path.join(repo, "scripts", "post-build.mjs");
const captured = readFileSync(path.join(__dirname, "fixtures", "next-contact-page.html"), "utf8");
const HINT = "//# allFunctionsCalledOnLoad\n";

let out: string;
const file = (name: string) => path.join(out, name);
const read = (name: string) => readFileSync(file(name), "utf8");
function write(name: string, text: string) {
  mkdirSync(path.dirname(file(name)), { recursive: true });
  writeFileSync(file(name), text);
}

/** The chunk and stylesheet addresses the captured page names. */
const assetUrls = (html: string) => [
  ...new Set([...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(([, url]) => url!)),
];

/** A not-found page as Next writes it: the same document, noindex, no canonical address. */
const notFoundPage = (html: string) =>
  html
    .replace(/<link rel="canonical"[^>]*>/, "")
    .replace("<head>", '<head><meta name="robots" content="noindex"/>');

/** What `next build` leaves in out/ for one page, its not-found pages and the CMS. */
function nextExport(page = captured) {
  write("index.html", page);
  for (const name of ["404.html", "404/index.html", "_not-found/index.html", "fr/404/index.html"])
    write(name, notFoundPage(captured));
  write("404/index.txt", "payload");
  write("social-cards.json", "[]");
  write("og/en/contact.png", "png");
  for (const name of ["index.html", "config.yml"])
    write(`admin/${name}`, readFileSync(path.join(repo, "public", "admin", name), "utf8"));
  for (const url of assetUrls(captured)) write(url, `/* ${url} */\n`);
}

function run(...args: string[]) {
  return spawnSync(process.execPath, [script, out, ...args], { encoding: "utf8" });
}

function passes(...args: string[]) {
  const result = run(...args);
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

function fails(...args: string[]) {
  const result = run(...args);
  expect(result.status).toBe(1);
  return result.stderr;
}

const sha256 = (code: string) => createHash("sha256").update(code, "utf8").digest("base64");
/** The text of every inline, non-data <script> (the fixture is Next's, whose markup is known). */
const inlineScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, code]) => code!);

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), "post-build-"));
});

afterEach(() => rmSync(out, { recursive: true, force: true }));

describe("scripts/post-build.mjs on Next's output", () => {
  it("writes the CSP, hands the chunks to the loader, and leaves one not-found page", () => {
    nextExport();
    expect(passes()).toContain("export checked");

    const page = read("index.html");
    // The policy opens <head> and allows exactly the page's inline scripts, loader included.
    const policy =
      /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
        page,
      )?.[1];
    expect(policy).toBeDefined();
    const scripts = inlineScripts(page);
    expect(scripts.length).toBeGreaterThan(2);
    for (const code of scripts) expect(policy).toContain(`'sha256-${sha256(code)}'`);
    // Next's chunk tags left <head> for the list the loader reads.
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toMatch(/<script src="[^"]+" async="">/);
    expect(head).toContain('<script type="application/json" id="first-load-chunks">');
    // Everything else is byte for byte what Next wrote.
    expect(page.slice(page.indexOf("</head>"))).toBe(captured.slice(captured.indexOf("</head>")));

    const list = JSON.parse(/id="first-load-chunks">([^<]*)</.exec(head)![1]!);
    // Next's async chunk tags, in its order; the low-priority preload stays a preload.
    expect(list.scripts).toEqual(
      [
        ...captured
          .slice(0, captured.indexOf("</head>"))
          .matchAll(/<script src="([^"]+)" async="">/g),
      ].map(([, url]) => url),
    );
    expect(list.scripts.length).toBeGreaterThan(3);
    for (const url of [...list.scripts, ...list.preloads]) {
      expect(captured).toContain(`"${url}"`);
      expect(read(url).startsWith(HINT)).toBe(true);
    }
    expect(existsSync(file("404/index.html"))).toBe(false);
    expect(existsSync(file("_not-found"))).toBe(false);
    expect(existsSync(file("fr/404.html"))).toBe(true);
    expect(existsSync(file("social-cards.json"))).toBe(false);
    expect(existsSync(file("admin/vendor/decap-cms.js"))).toBe(true);
    expect(read("admin/index.html")).toContain("'unsafe-eval'");
    // And the check alone agrees with the export it left.
    expect(passes("--check")).toContain("export checked");
  });

  it("refuses an inline script whose hash the page's policy lacks, naming the page", () => {
    nextExport();
    passes();
    write("index.html", read("index.html").replace("</body>", "<script>alert(1)</script></body>"));
    const message = fails("--check");
    expect(message).toContain(
      `index.html: inline script 'sha256-${sha256("alert(1)")}' ("alert(1)…") is not in its Content-Security-Policy`,
    );
  });

  it("refuses a page without a chunk list, naming the page", () => {
    nextExport(captured.replace(/<script src="[^"]+" async=""><\/script>/g, ""));
    expect(fails()).toContain("index.html: no first-load chunk list");

    rmSync(out, { recursive: true });
    nextExport();
    passes();
    write(
      "index.html",
      read("index.html").replace(
        /<script type="application\/json" id="first-load-chunks">[^<]*<\/script>/,
        "",
      ),
    );
    expect(fails("--check")).toContain("index.html: no first-load chunk list");
  });

  it("refuses an export without its not-found page, or with Next's copies still served", () => {
    nextExport();
    rmSync(file("404.html"));
    expect(fails()).toContain("404.html is missing");

    rmSync(out, { recursive: true });
    nextExport();
    passes();
    write("_not-found/index.html", "<!DOCTYPE html><html><head></head><body></body></html>");
    rmSync(file("404.html"));
    const message = fails("--check");
    expect(message).toContain("404.html is missing (the not-found page)");
    expect(message).toContain("_not-found/ is still there");
  });

  it("refuses a missing social card or CMS file, and a page processed twice", () => {
    nextExport();
    passes();
    rmSync(file("og/en/contact.png"));
    rmSync(file("admin/vendor/decap-cms.js"));
    const message = fails("--check");
    expect(message).toContain(
      "index.html: its social card /og/en/contact.png is not in the export",
    );
    expect(message).toContain("admin/vendor/decap-cms.js is missing (the CMS)");

    rmSync(out, { recursive: true });
    nextExport();
    passes();
    write("fr/404/index.html", read("index.html"));
    write("social-cards.json", "[]");
    expect(fails()).toMatch(/\.html: already processed \(run next build again/);
  });

  it("shifts a chunk's source map by the hint's line", () => {
    nextExport();
    const [url] = assetUrls(captured).filter((u) => u.endsWith(".js"));
    const name = path.basename(url!);
    write(url!, `a();\nb();\n//# sourceMappingURL=${name}.map`);
    write(
      `${url}.map`,
      JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" }),
    );
    passes();
    expect(read(url!)).toBe(`${HINT}a();\nb();\n//# sourceMappingURL=${name}.map`);
    expect(JSON.parse(read(`${url}.map`)).mappings).toBe(";AAAA;AACA");
  });
});
