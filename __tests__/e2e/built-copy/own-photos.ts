import { execFile, spawn } from "node:child_process";
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { parse } from "yaml";
import { getSiteUrl } from "../../../lib/site/site-env";
import { cameraPhoto, FIXTURE_MAKE, hasGps } from "../../support/camera-photo.mjs";
import { builtCopy } from "../support/built-copy";
import { expect, test } from "../support/fixtures";

/*
 * The site with the team's own photos only, as the owner gets it: the built copy
 * (support/built-copy.ts), its stock photos all taken off the stock host (npm run
 * photos:import, against a local server standing in for it) once the CMS's edits are made,
 * then one photo of each kind of place (home, service, gallery, about, project) replaced by a
 * 12-megapixel phone photo carrying GPS, one of them taken sideways; the copy's one real build
 * (npm run build), served on loopback.
 */

const run = promisify(execFile);
/** The copy's folder, once the import starts. */
let dir: string;

/** The places checked: where the content names the photo, and the pages that show it. */
const SLOTS = [
  { kind: "home", file: "pages/home.yml", at: ["en", "hero", "photo", "src"], pages: ["", "fr/"] },
  {
    kind: "service",
    file: "services/residential/interior-painting.en.md",
    at: ["heroPhoto", "src"],
    pages: [
      "services/residential/interior-painting/",
      "fr/services/residentiel/peinture-interieure/",
      // Its card, on the services page.
      "services/",
    ],
  },
  {
    kind: "gallery",
    file: "gallery-photos.yml",
    at: ["en", "items", 0, "photo", "src"],
    pages: ["gallery/", "fr/galerie/"],
  },
  {
    kind: "about",
    file: "pages/about.yml",
    at: ["en", "photo", "src"],
    pages: ["about/", "fr/a-propos/"],
    sideways: true,
  },
  {
    kind: "project",
    file: "projects/glebe-main-floor-and-stairwell.en.md",
    at: ["pairs", 0, "after", "src"],
    pages: [
      "projects/glebe-main-floor-and-stairwell/",
      "fr/projets/rez-de-chaussee-et-escalier-dans-le-glebe/",
    ],
  },
] as const;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};
const content = (file: string) => path.join(dir, "content", file);
/** The value at `at` of a content file (a Markdown file's front matter). */
function valueAt(file: string, at: readonly (string | number)[]): unknown {
  const text = readFileSync(content(file), "utf8");
  const yaml = file.endsWith(".md") ? /^---\n([\s\S]*?)\n---/.exec(text)![1]! : text;
  return at.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    parse(yaml),
  );
}
const exported = (...parts: string[]) => path.join(dir, "out", ...parts);
const pageHtml = (page: string) => readFileSync(exported(page, "index.html"), "utf8");
const htmlPages = (folder = exported()): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === "admin" || entry.name === "_next"
        ? []
        : htmlPages(path.join(folder, entry.name))
      : entry.name.endsWith(".html")
        ? [path.relative(exported(), path.join(folder, entry.name))]
        : [],
  );

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    }),
  );
}

builtCopy.edit(
  "every stock photo is imported, and one of each kind of place replaced by a phone photo",
  async ({ copy }) => {
    // Encoding 60 photos takes minutes on a busy machine.
    test.setTimeout(10 * 60_000);
    dir = copy.dir;
    const stock = await sharp({
      create: { width: 1920, height: 1280, channels: 3, background: "#b9a88f" },
    })
      .jpeg()
      .toBuffer();
    const stockHost = createServer((_, response) =>
      response.writeHead(200, { "content-type": "image/jpeg" }).end(stock),
    );
    try {
      const mirror = await listen(stockHost);
      const imported = await new Promise<number | null>((resolve) =>
        spawn(process.execPath, ["scripts/photos/photos-import.mjs", "--mirror", mirror], {
          cwd: dir,
          stdio: "ignore",
        }).on("close", resolve),
      );
      expect(imported).toBe(0);
    } finally {
      await new Promise((resolve) => stockHost.close(resolve));
    }
    // The team's own photos, straight from a phone, in place of one photo of each kind.
    for (const [index, slot] of SLOTS.entries()) {
      const src = String(valueAt(slot.file, slot.at));
      expect(src).toMatch(/^\/photos\/[a-z0-9-]+\.jpg$/);
      const tint = ["#c9b79c", "#9fb4c2", "#d8cdb8", "#b5543c", "#8a9a5b"][index];
      await cameraPhoto(content(src), { tint, orientation: "sideways" in slot ? 6 : 1 });
      // The photo is the team's own now: its stand-in box is unticked, as the owner would
      // (docs/decisions/0014), and so is the project's once its photos are its own.
      unmark(slot.file, src);
      if (slot.kind === "project") {
        const file = content(slot.file);
        writeFileSync(file, readFileSync(file, "utf8").replace(/^standIn: true\n/m, ""));
      }
    }
  },
);

/** Takes the stand-in mark off the photo of `file` whose address is `src`. */
function unmark(file: string, src: string) {
  const lines = readFileSync(content(file), "utf8").split("\n");
  const at = lines.findIndex((line) => new RegExp(`^[ -]*src: ${src}$`).test(line));
  expect(at, `${file}: ${src}`).toBeGreaterThanOrEqual(0);
  // The photo's other keys stand in the column of its src.
  const column = lines[at]!.indexOf("src:");
  let end = at + 1;
  while (end < lines.length && lines[end]!.startsWith(" ".repeat(column))) end += 1;
  const mark = lines.findIndex(
    (line, index) => index > at && index < end && line === `${" ".repeat(column)}standIn: true`,
  );
  expect(mark, `${file}: the stand-in mark of ${src}`).toBeGreaterThan(at);
  lines.splice(mark, 1);
  writeFileSync(content(file), lines.join("\n"));
}

/** The copy's export as a static host serves it (a folder's index.html), on loopback. */
async function serveExport(): Promise<{ origin: string; close(): Promise<unknown> }> {
  const site = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    let file = exported(pathname);
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!existsSync(file)) return void response.writeHead(404).end();
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    response.writeHead(200, { "content-type": type }).end(readFileSync(file));
  });
  const origin = await listen(site);
  return { origin, close: () => new Promise((resolve) => site.close(resolve)) };
}

builtCopy.check(
  "each kind of place shows the team's photo as AVIF and WebP, upright, without metadata, in both languages",
  async () => {
    for (const slot of SLOTS) {
      const stem = path.basename(String(valueAt(slot.file, slot.at)), ".jpg");
      for (const page of slot.pages) {
        const html = pageHtml(page);
        const avif = new RegExp(`/photos/${stem}\\.[0-9a-f]{10}\\.(\\d+)\\.avif`, "g");
        const webp = new RegExp(`/photos/${stem}\\.[0-9a-f]{10}\\.(\\d+)\\.webp`, "g");
        expect(html.match(avif), `${slot.kind} on /${page}`).not.toBeNull();
        expect(html.match(webp), `${slot.kind} on /${page}`).not.toBeNull();
        // The upload as it came from the phone is never what a page shows.
        expect(html).not.toMatch(new RegExp(`src="/photos/${stem}\\.jpg"`));
      }
      const files = readdirSync(exported("photos")).filter((name) => name.startsWith(`${stem}.`));
      expect(files.filter((name) => name.endsWith(".avif")).length).toBeGreaterThan(3);
      for (const name of files) {
        const meta = await sharp(exported("photos", name)).metadata();
        expect(meta.exif, name).toBeUndefined();
        expect(hasGps(meta.exif)).toBe(false);
        expect(readFileSync(exported("photos", name)).includes(FIXTURE_MAKE)).toBe(false);
        expect(["heif", "webp", "jpeg"]).toContain(meta.format);
        // 4032 × 3024 as stored; the sideways one stands upright, taller than wide.
        if ("sideways" in slot) expect(meta.height!, name).toBeGreaterThan(meta.width!);
        else expect(meta.width!, name).toBeGreaterThan(meta.height!);
      }
    }
  },
);

/** A `<meta>` of a page by its property or name, as the page writes it. */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

type Region = { left: number; top: number; width: number; height: number };

/** The mean colour, [r, g, b], of a region of an image. */
async function meanColour(image: string | Buffer, region: Region) {
  // stats() reads its input as it is: the region is cut out first.
  const cut = await sharp(image).extract(region).png().toBuffer();
  return (await sharp(cut).stats()).channels.slice(0, 3).map((channel) => channel.mean);
}

/** Where a photo card shows its photo as it is: its right-hand side, above the bottom bar. */
const PHOTO_REGIONS = [
  { left: 1090, top: 40, width: 90, height: 220 },
  { left: 1090, top: 360, width: 90, height: 220 },
];

/** How far apart two images look in PHOTO_REGIONS: the largest gap of a channel's mean. */
async function gap(a: string | Buffer, b: string | Buffer) {
  let largest = 0;
  for (const region of PHOTO_REGIONS) {
    const [ca, cb] = [await meanColour(a, region), await meanColour(b, region)];
    largest = Math.max(largest, ...ca.map((value, channel) => Math.abs(value - cb[channel]!)));
  }
  return largest;
}

builtCopy.check(
  "each page's social card is made from the photo it shows, in both languages, and it and the JSON-LD name files of the export by absolute address",
  async () => {
    // Each uploaded photo as a card crops it: upright, filling 1200 × 630 about its centre.
    const cropped = await Promise.all(
      SLOTS.map(async (slot) =>
        sharp(content(String(valueAt(slot.file, slot.at))))
          .rotate()
          .resize(1200, 630, { fit: "cover" })
          .png()
          .toBuffer(),
      ),
    );
    // The copy was built with this run's environment, so with the same site address.
    const site = getSiteUrl();
    for (const [index, slot] of SLOTS.entries()) {
      const stem = path.basename(String(valueAt(slot.file, slot.at)), ".jpg");
      // The photo's own pages (the services page shows the service photo on a card only).
      for (const page of slot.pages.filter((page) => page !== "services/")) {
        const html = pageHtml(page);
        const where = `${slot.kind} on /${page}`;
        const card = new URL(metaOf(html, "og:image")!);
        // An absolute address on the site's own address from the configuration.
        expect(card.href.slice(0, site.length + 1), where).toBe(`${site}/`);
        expect(metaOf(html, "twitter:image"), where).toBe(card.href);
        const file = exported(decodeURIComponent(card.pathname));
        expect(existsSync(file), `${where}: ${card.pathname}`).toBe(true);
        const meta = await sharp(file).metadata();
        expect(["jpeg", "png"], where).toContain(meta.format);
        expect([meta.width, meta.height], where).toEqual([1200, 630]);
        expect([metaOf(html, "og:image:width"), metaOf(html, "og:image:height")], where).toEqual([
          "1200",
          "630",
        ]);
        // Described as the page describes the photo, in the page's language.
        const image = new RegExp(`<img [^>]*/photos/${stem}\\.[^>]*>`).exec(html)![0];
        const alt = /alt="([^"]*)"/.exec(image)![1]!;
        expect(alt, where).not.toBe("");
        expect(metaOf(html, "og:image:alt"), where).toBe(alt);
        // Made from this page's photo: it shows through as it is, closer to it than to any other.
        const gaps = await Promise.all(cropped.map((photo) => gap(file, photo)));
        expect(gaps[index], where).toBeLessThan(8);
        for (const [other, otherGap] of gaps.entries()) {
          if (other !== index)
            expect(otherGap, `${where} vs ${SLOTS[other]!.kind}`).toBeGreaterThan(gaps[index]!);
        }
        // The structured data of a service or a project names the same photo's own file.
        const images = [
          ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
        ]
          .map(([, body]) => JSON.parse(body!) as { image?: string | { contentUrl: string }[] })
          .flatMap((data) => (data.image === undefined ? [] : [data.image].flat()))
          .map((item) => (typeof item === "string" ? item : item.contentUrl));
        if (slot.kind === "service" || slot.kind === "project") {
          expect(images, where).toContain(`${site}/photos/${stem}.jpg`);
        }
        for (const url of images.filter((url) => url.startsWith(`${site}/`))) {
          expect(existsSync(exported(new URL(url).pathname)), `${where}: ${url}`).toBe(true);
        }
      }
    }
  },
);

builtCopy.check(
  "with every stock photo replaced, no page asks another host for anything and the policy allows none",
  async ({ browser }) => {
    const pages = htmlPages();
    expect(pages.length).toBeGreaterThan(60);
    for (const page of pages) {
      const html = readFileSync(exported(page), "utf8");
      const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, page).toContain("img-src 'self' data:;");
      expect(html, page).not.toContain("images.unsplash.com");
    }
    // In the browser: every request of the site's pages goes to the site itself.
    const { origin, close } = await serveExport();
    const context = await browser.newContext();
    const elsewhere: string[] = [];
    context.on("request", (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) {
        elsewhere.push(request.url());
      }
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const browserPage = await context.newPage();
    for (const page of [
      "",
      "fr/",
      "services/residential/interior-painting/",
      "gallery/",
      "about/",
    ]) {
      await browserPage.goto(`${origin}/${page}`, { waitUntil: "networkidle" });
      // Lazy photos too: scrolled through to the end.
      await browserPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await browserPage.waitForLoadState("networkidle");
    }
    await context.close();
    await close();
    // The map of the contact page is an <iframe> the policy allows (frame-src); no photo host.
    expect(elsewhere).toEqual([]);
  },
);

builtCopy.check(
  "a page that asks for a photo the export lacks fails the build, naming the page and the file",
  async () => {
    const stem = path.basename(String(valueAt(SLOTS[1].file, SLOTS[1].at)), ".jpg");
    const file = readdirSync(exported("photos")).find((name) =>
      new RegExp(`^${stem}\\.[0-9a-f]{10}\\.960\\.webp$`).test(name),
    )!;
    // Moved aside, and put back whatever happens: the suites after this one check the export too.
    const aside = path.join(dir, file);
    renameSync(exported("photos", file), aside);
    expect(existsSync(exported("photos", file))).toBe(false);
    const check = await run(process.execPath, ["scripts/build/post-build.mjs", "--check", "out"], {
      cwd: dir,
    })
      .then(
        () => ({ code: 0, stderr: "" }),
        (error: { code: number; stderr: string }) => error,
      )
      .finally(() => renameSync(aside, exported("photos", file)));
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      `services/residential/interior-painting/index.html: <img srcset> /photos/${file} is not in the export`,
    );
    expect(check.stderr).toContain(
      `fr/services/residentiel/peinture-interieure/index.html: <img srcset> /photos/${file} is not in the export`,
    );
  },
);
