// The post-build step (scripts/build/post-build.mjs) on a small export made from a page Next wrote
// (fixtures/next-contact-page.html, captured from `next build`), and what it leaves behind. The
// step runs in this process (Jest's transform loads the ES module): a Node process per case cost
// seconds each, on loading the step's libraries again. One case runs its command line, as the
// build's scripts and hosts do.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runPostBuild } from "../../scripts/build/post-build.mjs";

/*
 * The CMS part of the step writes Decap's files, zod's and the CMS check's (about 330) into the
 * export: copying them in and deleting them again was a second of each case. The step's own
 * installCms runs on the file's first export that asks; every later export gets that tree
 * hard-linked into its admin/vendor/ (the same files, read as the step wrote them, the same
 * count), so a case that deletes one of them leaves the other cases' alone. Its own test:
 * admin-vendor.test.ts. The command line's case runs the step whole, in a process of its own.
 */
const mockVendor: { tree?: string; count?: number } = {};
jest.mock("../../scripts/cms/admin.mjs", () => {
  const disk = jest.requireActual<typeof fs>("node:fs");
  const paths = jest.requireActual<typeof path>("node:path");
  const os = jest.requireActual<{ tmpdir: typeof tmpdir }>("node:os");
  const actual = jest.requireActual<{ installCms: (out: string) => { count: number } }>(
    "../../scripts/cms/admin.mjs",
  );
  const link = (from: string, to: string) => {
    disk.mkdirSync(to, { recursive: true });
    for (const entry of disk.readdirSync(from, { withFileTypes: true })) {
      const [source, target] = [paths.join(from, entry.name), paths.join(to, entry.name)];
      if (entry.isDirectory()) link(source, target);
      else disk.linkSync(source, target);
    }
  };
  return {
    ...actual,
    installCms(out: string) {
      const vendor = paths.join(out, "admin", "vendor");
      const { tree, count } = mockVendor;
      // Until a tree is kept, and for an export without admin/index.html, the step's own.
      if (tree === undefined || !disk.existsSync(paths.join(out, "admin", "index.html"))) {
        const installed = actual.installCms(out);
        const kept = disk.mkdtempSync(paths.join(os.tmpdir(), "post-build-vendor-"));
        link(vendor, kept);
        Object.assign(mockVendor, { tree: kept, count: installed.count });
        return installed;
      }
      disk.rmSync(vendor, { recursive: true, force: true });
      link(tree, vendor);
      return { count };
    },
  };
});

/*
 * The route table's check reads the registry's entry pages through jiti (scripts/run-ts.mjs),
 * which in Jest's module system evaluated the registry again at every call (5 s of the file):
 * here the same module comes from Jest's own transform, once per file.
 */
jest.mock("../../scripts/run-ts.mjs", () => {
  const paths = jest.requireActual<typeof path>("node:path");
  const at = (file: string) => paths.join(__dirname, "..", "..", file);
  return {
    requireTs: (file: string) => jest.requireActual(at(file)),
    importTs: async (file: string) => jest.requireActual(at(file)),
  };
});

const repo = path.join(__dirname, "..", "..");
const script = path.join(repo, "scripts", "build", "post-build.mjs");
const captured = fs.readFileSync(
  path.join(__dirname, "fixtures", "next-contact-page.html"),
  "utf8",
);
const HINT = "//# allFunctionsCalledOnLoad\n";

let out: string;
let content: string;
const file = (name: string) => path.join(out, name);
const read = (name: string) => fs.readFileSync(file(name), "utf8");
function write(name: string, text: string) {
  fs.mkdirSync(path.dirname(file(name)), { recursive: true });
  fs.writeFileSync(file(name), text);
}

/** The chunk and stylesheet addresses the captured page names. */
const assetUrls = (html: string) => [
  ...new Set([...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(([, url]) => url!)),
];

/**
 * A not-found page as Next writes it: the same document, noindex, no canonical address, and
 * the mark components/not-found-view.tsx gives it, naming its language.
 */
const notFoundPage = (language: string) =>
  captured
    .replace(/<link rel="canonical"[^>]*>/, "")
    .replace("<head>", '<head><meta name="robots" content="noindex"/>')
    .replace("<main", `<div data-not-found="${language}"></div><main`);

/** The route table of this small site: a home page and a contact page, in both languages. */
const ROUTES = `pages:
  home: { en: "", fr: "" }
  contact: { en: contact, fr: nous-joindre }
`;
const PAGES = ["index.html", "fr/index.html", "contact/index.html", "fr/nous-joindre/index.html"];
const SITE = "https://www.northbrush-painting.example";
const sitemap = (pages: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${pages
  .map(
    (page) =>
      `<url>\n<loc>${SITE}/${page.replace(/index\.html$/, "")}</loc>\n<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE}/" />\n</url>`,
  )
  .join("\n")}
</urlset>`;

/** What `next build` leaves in out/ for the site's pages, its not-found pages and the CMS. */
function nextExport(page = captured, { sitemapPages = PAGES } = {}) {
  for (const name of PAGES) write(name, page);
  write("sitemap.xml", sitemap(sitemapPages));
  write("404.html", notFoundPage("en"));
  for (const name of ["404/index.html", "_not-found/index.html"]) write(name, notFoundPage("en"));
  write("fr/404/index.html", notFoundPage("fr"));
  write("404/index.txt", "payload");
  write("social-cards.json", "[]");
  write("og/en/contact.png", "png");
  for (const name of ["index.html", "config.yml"])
    write(`admin/${name}`, fs.readFileSync(path.join(repo, "public", "admin", name), "utf8"));
  for (const url of assetUrls(captured)) write(url, `/* ${url} */\n`);
  // The other files the page asks for (its font, icons, the JSON-LD's images).
  for (const name of ["favicon.ico", "icon.svg", "apple-icon.png", "og-image.png"]) write(name, "");
  for (const [, url] of captured.matchAll(/"(\/_next\/static\/media\/[^"]+)"/g)) write(url!, "");
}

/**
 * The step (with "--check", its checks alone) on `out`, as the command line runs it, in this
 * process: whether it passed, and what it printed.
 */
async function run(...args: string[]) {
  const printed = { stdout: "", stderr: "" };
  const to =
    (stream: keyof typeof printed) =>
    (...parts: unknown[]) => {
      printed[stream] += `${parts.join(" ")}\n`;
    };
  const spies = [
    jest.spyOn(console, "log").mockImplementation(to("stdout")),
    jest.spyOn(console, "warn").mockImplementation(to("stderr")),
    jest.spyOn(console, "error").mockImplementation(to("stderr")),
  ];
  try {
    await runPostBuild({
      folder: out,
      check: args.includes("--check"),
      verify: args.includes("--verify"),
      ifUnprocessed: args.includes("--if-unprocessed"),
    });
    return { ...printed, ok: true };
  } catch {
    return { ...printed, ok: false };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

async function passes(...args: string[]) {
  const result = await run(...args);
  expect(result.stderr).toBe("");
  expect(result.ok).toBe(true);
  return result.stdout;
}

async function fails(...args: string[]) {
  const result = await run(...args);
  expect(result.ok).toBe(false);
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

const contentDir = process.env.CONTENT_DIR;

beforeEach(() => {
  out = fs.mkdtempSync(path.join(tmpdir(), "post-build-"));
  content = fs.mkdtempSync(path.join(tmpdir(), "post-build-content-"));
  fs.mkdirSync(path.join(content, "shared"));
  fs.writeFileSync(path.join(content, "shared", "routes.yml"), ROUTES);
  // The CMS's own messages and the service catalogue (its check of links), which the step
  // copies next to it: the site's.
  for (const name of ["admin.yml", "services.yml"]) {
    fs.copyFileSync(path.join(repo, "content", "shared", name), path.join(content, "shared", name));
  }
  // The route table the step reads: this small site's.
  process.env.CONTENT_DIR = content;
});

afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(content, { recursive: true, force: true });
});

afterAll(() => {
  if (mockVendor.tree) fs.rmSync(mockVendor.tree, { recursive: true, force: true });
  if (contentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = contentDir;
});

const CSS_HREF = "/_next/static/chunks/2i6pys18lmcp4.css";
// Non-ASCII on purpose: a text row's length counts UTF-8 bytes.
const CSS = 'body{color:#14202b}.note:before{content:"→ "}';
const cssRow = `ff:T${Buffer.byteLength(CSS).toString(16)},${CSS}`;
/** The pushed React payload of a page, as one stream. */
const payloadOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)]
    .map(([, json]) => (JSON.parse(json!) as [number, string])[1])
    .join("");
const pushScript = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c")})</script>`;
/**
 * The captured page as Next writes it with inlineCss: the stylesheet in a <style> of React's,
 * and again as a text row of the payload, here split over two push scripts as a stream may be.
 */
function inlinedCss(html: string, { row = cssRow } = {}) {
  const link = `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`;
  const element = `["$","link","0",{"rel":"stylesheet","href":"${CSS_HREF}","precedence":"next","crossOrigin":"$undefined","nonce":"$undefined"}]`;
  const first = /<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/.exec(html)!;
  const text = (JSON.parse(first[1]!) as [number, string])[1].replace(
    element,
    `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${CSS_HREF}","children":"$ff"}]`,
  );
  const half = Math.max(0, row.length - 10);
  expect(html).toContain(link);
  expect(text).toContain('"children":"$ff"');
  return html
    .replace(link, `<style data-precedence="next" data-href="${CSS_HREF}">${CSS}</style>`)
    .replace(first[0], pushScript(row.slice(0, half)) + pushScript(row.slice(half) + text));
}

/** Next's chunk tags in the captured page's <head>, each changed by `change`. */
const withChunkTags = (change: (tag: string) => string) =>
  captured.replace(/<script src="\/_next\/static\/[^"]+" async="">/g, change);

/** The chunk list the step wrote into a page. */
const chunkListOf = (html: string) =>
  JSON.parse(/id="first-load-chunks">([^<]*)</.exec(html)![1]!) as {
    scripts: string[];
    preloads: string[];
    attributes?: Record<string, Record<string, string>>;
  };

describe("scripts/build/post-build.mjs on Next's output", () => {
  it("writes the CSP, hands the chunks to the loader, and leaves one not-found page", async () => {
    nextExport();
    expect(await passes()).toContain("export checked");

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
    expect(fs.existsSync(file("404/index.html"))).toBe(false);
    expect(fs.existsSync(file("_not-found"))).toBe(false);
    expect(fs.existsSync(file("fr/404.html"))).toBe(true);
    expect(fs.existsSync(file("social-cards.json"))).toBe(false);
    expect(fs.existsSync(file("admin/vendor/decap-cms.js"))).toBe(true);
    expect(read("admin/index.html")).toContain("'unsafe-eval'");
    // And the check alone agrees with the export it left.
    expect(await passes("--check")).toContain("export checked");
  });

  it("gives a page Next left without the font preload the home page's, before its stylesheet", async () => {
    // Next looks a page's fonts up by its file name minus one extension: page.projects.tsx misses.
    const font = /<link rel="preload" href="[^"]+" as="font"[^>]*\/>/.exec(captured)![0];
    nextExport();
    write("contact/index.html", captured.replace(font, ""));
    expect(await passes()).toContain("export checked");
    for (const name of PAGES) {
      const head = read(name).slice(0, read(name).indexOf("</head>"));
      expect(head.split(font).length - 1).toBe(1);
      expect(head.indexOf(font)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    }
  });

  it("takes the stylesheet Next inlined out of the React payload, which repeated it, and keeps the rest of the payload", async () => {
    const page = inlinedCss(captured);
    nextExport(page);
    expect(await passes()).toContain("export checked");
    const processed = read("contact/index.html");
    // <head> keeps the stylesheet; the payload reads as before, but for the row's text.
    expect(processed).toContain(
      `<style data-precedence="next" data-href="${CSS_HREF}">${CSS}</style>`,
    );
    expect(payloadOf(processed)).toBe(payloadOf(page).replace(cssRow, "ff:T0,"));
    expect(payloadOf(processed)).not.toContain(CSS);
  });

  it("fails the build on a stylesheet the payload does not carry once, and refuses a payload that repeats it", async () => {
    nextExport(inlinedCss(captured, { row: "" }));
    expect(await fails()).toContain(
      `\nindex.html: the stylesheet ${CSS_HREF} is not in the React payload exactly once`,
    );
    nextExport(inlinedCss(captured));
    await passes();
    write("contact/index.html", inlinedCss(captured));
    expect(await fails("--check")).toContain(
      `contact/index.html: the React payload repeats the stylesheet ${CSS_HREF}`,
    );
  });

  it("refuses a site page without the home page's font preload, naming the page and the font", async () => {
    const font = /<link rel="preload" href="([^"]+)" as="font"[^>]*\/>/.exec(captured)!;
    nextExport();
    await passes();
    write("contact/index.html", read("contact/index.html").replace(font[0], ""));
    expect(await fails("--check")).toContain(
      `contact/index.html: the font ${font[1]} is not preloaded`,
    );
  });

  it("refuses an inline script whose hash the page's policy lacks, naming the page", async () => {
    nextExport();
    await passes();
    write("index.html", read("index.html").replace("</body>", "<script>alert(1)</script></body>"));
    const message = await fails("--check");
    expect(message).toContain(
      `index.html: inline script 'sha256-${sha256("alert(1)")}' ("alert(1)…") is not in its Content-Security-Policy`,
    );
  });

  it("refuses a page without a chunk list, naming the page", async () => {
    nextExport(captured.replace(/<script src="[^"]+" async=""><\/script>/g, ""));
    expect(await fails()).toContain("index.html: no first-load chunk list");

    fs.rmSync(out, { recursive: true });
    nextExport();
    await passes();
    write(
      "index.html",
      read("index.html").replace(
        /<script type="application\/json" id="first-load-chunks">[^<]*<\/script>/,
        "",
      ),
    );
    expect(await fails("--check")).toContain("index.html: no first-load chunk list");
  });

  it("refuses an export without its not-found page, or with Next's copies still served", async () => {
    nextExport();
    for (const name of ["404.html", "404", "_not-found"])
      fs.rmSync(file(name), { recursive: true });
    expect(await fails()).toContain("404.html is missing");

    fs.rmSync(out, { recursive: true });
    nextExport();
    await passes();
    // A copy is known by its mark, wherever Next would write it.
    write("page-introuvable/index.html", notFoundPage("fr"));
    fs.rmSync(file("404.html"));
    const message = await fails("--check");
    expect(message).toContain("404.html is missing (the not-found page)");
    expect(message).toContain(
      "page-introuvable/index.html is a copy of the not-found page: hosts would serve it with status 200",
    );
  });

  it("finds Next's not-found copies by their mark, not by their folder's name", async () => {
    nextExport();
    for (const name of ["404", "_not-found", "fr/404"]) fs.rmSync(file(name), { recursive: true });
    write("_errors/not-found/index.html", notFoundPage("en"));
    write("_errors/not-found/index.txt", "payload");
    write("fr/introuvable/index.html", notFoundPage("fr"));
    await passes();
    expect(fs.existsSync(file("_errors/not-found"))).toBe(false);
    expect(fs.existsSync(file("fr/introuvable"))).toBe(false);
    expect(read("fr/404.html")).toContain('data-not-found="fr"');
    expect(read("404.html")).toContain('data-not-found="en"');
  });

  it("refuses an export missing a page of the route table, in either language, by name", async () => {
    nextExport();
    await passes();
    fs.rmSync(file("fr/nous-joindre/index.html"));
    expect(await fails("--check")).toContain(
      "fr/nous-joindre/index.html is missing: pages.contact.fr of content/shared/routes.yml was not exported",
    );

    // Pages the sitemap lists (services, projects) are required too.
    fs.rmSync(out, { recursive: true });
    nextExport(captured, {
      sitemapPages: [...PAGES, "services/residential/drywall-repair/index.html"],
    });
    expect(await fails()).toContain(
      "services/residential/drywall-repair/index.html is missing: /services/residential/drywall-repair/ in sitemap.xml was not exported",
    );

    // An export with no page at all (page files missing in a fresh clone) fails on each.
    fs.rmSync(out, { recursive: true });
    nextExport();
    for (const page of PAGES) fs.rmSync(file(page));
    const message = await fails();
    for (const page of PAGES) expect(message).toContain(`${page} is missing`);
  });

  it("keeps every attribute of a chunk tag it hands to the loader", async () => {
    nextExport(
      withChunkTags((tag) =>
        tag.replace(
          ' async="">',
          ` async="" type="module" crossorigin="" integrity="sha384-${sha256(tag)}" nonce="n1">`,
        ),
      ),
    );
    await passes();
    const list = chunkListOf(read("index.html"));
    expect(list.scripts.length).toBeGreaterThan(3);
    for (const url of list.scripts) {
      expect(list.attributes?.[url]).toEqual({
        type: "module",
        crossOrigin: "",
        integrity: expect.stringMatching(/^sha384-/),
        nonce: "n1",
      });
    }
    // The low-priority preload stays low-priority.
    expect(list.attributes?.[list.preloads[0]!]).toEqual({ fetchPriority: "low" });
  });

  it("refuses a chunk tag with an attribute the loader cannot carry, naming it", async () => {
    nextExport(withChunkTags((tag) => tag.replace(' async="">', ' async="" data-chunk="1">')));
    expect(await fails()).toMatch(
      /index\.html: the chunk tag of \/_next\/static\/chunks\/[^ ]+ has an attribute the loader cannot carry \(dataChunk\)/,
    );
  });

  it("refuses inline event handlers and javascript: URLs", async () => {
    nextExport();
    await passes();
    write(
      "contact/index.html",
      read("contact/index.html").replace(
        "<main",
        '<img src="/x.png" alt="" onerror="alert(1)"><a href=" java\tscript:alert(1)">x</a><main',
      ),
    );
    const message = await fails("--check");
    expect(message).toContain("contact/index.html: <img> has an inline event handler (onerror=…)");
    expect(message).toContain("contact/index.html: <a> has a javascript: URL in href");
  });

  it("refuses a missing social card or CMS file, and a page processed twice", async () => {
    nextExport();
    await passes();
    fs.rmSync(file("og/en/contact.png"));
    fs.rmSync(file("admin/vendor/decap-cms.js"));
    const message = await fails("--check");
    expect(message).toContain(
      "index.html: its social card /og/en/contact.png is not in the export",
    );
    expect(message).toContain("admin/vendor/decap-cms.js is missing (the CMS)");

    fs.rmSync(out, { recursive: true });
    nextExport();
    await passes();
    write("fr/404/index.html", read("index.html"));
    write("social-cards.json", "[]");
    expect(await fails()).toMatch(/\.html: already processed \(run next build again/);
  });

  it("runs from its command line: the summary and status 0, or the findings and status 1", () => {
    nextExport();
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [script, out, ...args], {
        encoding: "utf8",
        env: { ...process.env, CONTENT_DIR: content },
      });
    const done = cli();
    expect(done.stderr).toBe("");
    expect(done.status).toBe(0);
    expect(done.stdout).toContain("export checked");
    fs.rmSync(file("fr/nous-joindre/index.html"));
    const refused = cli("--check");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("fr/nous-joindre/index.html is missing");
  });

  it("shifts a chunk's source map by the hint's line", async () => {
    nextExport();
    const [url] = assetUrls(captured).filter((u) => u.endsWith(".js"));
    const name = path.basename(url!);
    write(url!, `a();\nb();\n//# sourceMappingURL=${name}.map`);
    write(
      `${url}.map`,
      JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" }),
    );
    await passes();
    expect(read(url!)).toBe(`${HINT}a();\nb();\n//# sourceMappingURL=${name}.map`);
    expect(JSON.parse(read(`${url}.map`)).mappings).toBe(";AAAA;AACA");
  });
});

describe("the chunk loader as pages carry it", () => {
  it("is minified, without its comments (issue 38)", async () => {
    nextExport();
    await passes();
    const loader = inlineScripts(read("index.html")).find((code) =>
      code.includes('"first-load-chunks"'),
    );
    expect(loader).toBeDefined();
    expect(loader).not.toMatch(/\/\*|\/\/|\n/);
    expect(loader!.length).toBeLessThan(2000);
  });
});

// Issue 38: Next runs the step through its build adapter; `npm run build` runs it again only
// when Next did not (its postbuild script), and whatever serves or deploys the export checks
// the mark the step leaves.
describe("the post-build mark", () => {
  it("is left on the export the step processed; --verify accepts it, and refuses the export once a page changes", async () => {
    nextExport();
    await passes();
    expect(JSON.parse(read(".post-build.json"))).toMatchObject({ pages: 7 });
    expect(await passes("--verify")).toContain("carries the post-build mark");

    write("contact/index.html", captured);
    expect(await fails("--verify")).toContain(".post-build.json does not match the pages");
  });

  it("is missing from an export the step never ran on: --verify fails loudly", async () => {
    nextExport();
    expect(await fails("--verify")).toContain(
      ".post-build.json is missing: the post-build step never ran on this export",
    );
  });

  it("--if-unprocessed runs the step when Next did not, and leaves a processed export as it is", async () => {
    nextExport();
    const first = await run("--if-unprocessed");
    expect(first.ok).toBe(true);
    expect(first.stderr).toContain("Next did not run the step through its build adapter");
    const processed = read("index.html");
    expect(processed).toContain('http-equiv="Content-Security-Policy"');

    // Once more, as `npm run build` does after a build whose adapter ran the step: nothing runs.
    expect(await passes("--if-unprocessed")).toContain("already done during next build");
    expect(read("index.html")).toBe(processed);
  });

  it("is what npm run build, npm start and the GitHub Pages deploy rely on", () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(repo, "package.json"), "utf8")).scripts;
    expect(scripts.postbuild).toBe("node scripts/build/post-build.mjs --if-unprocessed");
    expect(fs.readFileSync(path.join(repo, "scripts", "dev", "start.mjs"), "utf8")).toContain(
      "verify: true",
    );
    const workflow = fs.readFileSync(
      path.join(repo, ".github", "workflows", "github-pages.yml"),
      "utf8",
    );
    const verify = workflow.indexOf("node scripts/build/post-build.mjs --verify");
    expect(verify).toBeGreaterThan(workflow.indexOf("npm run build"));
    expect(verify).toBeLessThan(workflow.indexOf("upload-pages-artifact"));
  });
});
