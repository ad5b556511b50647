// The post-build check that every file a page asks the site for is in the export
// (scripts/build/post-build/local-files.mjs), on a service page captured from `next build`
// (fixtures/next-service-page.html) whose hero photo is made an upload's files. The check is an
// ES module run by plain Node after every build, so these tests run it the same way.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const repo = path.join(__dirname, "..", "..");
const PAGE = "services/residential/interior-painting/index.html";
const SITE = "https://www.northbrush-painting.example";
const HERO = "https://images.unsplash.com/photo-1717281234297-3def5ae3eee1";

/** The captured page with its hero photo served by the site: what an upload's page holds. */
const captured = readFileSync(path.join(__dirname, "fixtures", "next-service-page.html"), "utf8")
  .replaceAll(
    /https:\/\/images\.unsplash\.com\/photo-1717281234297-3def5ae3eee1\?w=(\d+)[^" ,]*/g,
    "/photos/hall.0123456789.$1.webp",
  )
  .replaceAll(`"image":"${HERO}"`, `"image":"${SITE}/photos/hall.jpg"`);

let out: string;
beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), "local-files-"));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

function writePage(html = captured) {
  mkdirSync(path.join(out, path.dirname(PAGE)), { recursive: true });
  writeFileSync(path.join(out, PAGE), html);
}

/** What the check says of the page in `out`. */
function check(): string[] {
  const code = `
    import { readFileSync } from "node:fs";
    import { parseHtml } from "./scripts/build/post-build/html.mjs";
    import { missingLocalFiles } from "./scripts/build/post-build/local-files.mjs";
    const [out, page] = process.argv.slice(1);
    const tree = parseHtml(readFileSync(out + "/" + page, "utf8"));
    console.log(JSON.stringify(missingLocalFiles(out, page, tree)));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code, out, PAGE], {
    cwd: repo,
    encoding: "utf8",
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as string[];
}

/** Writes every file the page asks for, from the check's own list of what is missing. */
function writeEveryFile() {
  for (const problem of check()) {
    const reference = / (\S+) is not in the export$/.exec(problem)![1]!;
    const file = path.join(out, new URL(reference, `${SITE}/`).pathname);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, "");
  }
}

describe("missing local files (post-build check)", () => {
  it("names the page and each reference whose file is missing, wherever the page asks for it", () => {
    writePage();
    const problems = check();
    for (const expected of [
      `${PAGE}: <img srcset> /photos/hall.0123456789.640.webp is not in the export`,
      `${PAGE}: <img src> /photos/hall.0123456789.1920.webp is not in the export`,
      `${PAGE}: <link imagesrcset> /photos/hall.0123456789.384.webp is not in the export`,
      `${PAGE}: JSON-LD image ${SITE}/photos/hall.jpg is not in the export`,
    ]) {
      expect(problems).toContain(expected);
    }
    expect(problems.some((line) => /<meta og:image> https:\/\/\S+\/og\//.test(line))).toBe(true);
    expect(
      problems.some((line) => /<link rel="preload"> \/_next\/static\/media\//.test(line)),
    ).toBe(true);
    // Other hosts' photos are not the site's files.
    expect(problems.join("\n")).not.toContain("images.unsplash.com");
  });

  it("is content once every file is there, and finds the one that goes missing", () => {
    writePage();
    writeEveryFile();
    expect(check()).toEqual([]);
    rmSync(path.join(out, "photos", "hall.0123456789.960.webp"));
    expect(check()).toEqual([
      `${PAGE}: <link imagesrcset> /photos/hall.0123456789.960.webp is not in the export`,
      `${PAGE}: <img srcset> /photos/hall.0123456789.960.webp is not in the export`,
    ]);
  });

  it("reads CSS url() in style attributes and <style> elements", () => {
    writePage();
    writeEveryFile();
    writePage(
      captured
        .replace("</head>", "<style>.hero{background:url('/photos/wall.jpg')}</style></head>")
        .replace("<main", '<div style="background-image: url(/photos/floor.webp)"></div><main'),
    );
    expect(check()).toEqual([
      `${PAGE}: <style> url() /photos/wall.jpg is not in the export`,
      `${PAGE}: style url() /photos/floor.webp is not in the export`,
    ]);
  });
});
