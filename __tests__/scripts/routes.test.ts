// scripts/build/routes.mjs writes the page files from the route table (npm run routes) and checks
// them (npm run lint). It is an ES module run by plain Node; these tests run it the same way,
// on scratch app folders.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { router } from "@/lib/content";

const repo = path.join(__dirname, "..", "..");
const script = path.join(repo, "scripts", "build", "routes.mjs");
let project: string;
let app: string;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), "routes-"));
  app = path.join(project, "app");
  mkdirSync(path.join(app, "_pages"), { recursive: true });
  mkdirSync(path.join(project, "content", "shared"), { recursive: true });
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

function table(yaml: string, types: string[]) {
  writeFileSync(path.join(project, "content", "shared", "routes.yml"), yaml);
  for (const type of types) writeFileSync(path.join(app, "_pages", `${type}.tsx`), "");
}

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, app, ...args], { encoding: "utf8" });
const read = (file: string) => readFileSync(path.join(app, file), "utf8");

/** Site paths the page files serve: route groups dropped, [params] kept. */
function servedPaths(group: string): string[] {
  return readdirSync(path.join(app, group), { recursive: true, encoding: "utf8" })
    .filter((file) => /^page\.(projects\.)?tsx$/.test(path.basename(file)))
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      return `/${segments.map((segment) => `${segment}/`).join("")}`;
    })
    .sort();
}

const SMALL = `pages:
  home: { en: "", fr: "" }
  about: { en: about, fr: a-propos }
  services: { en: services, fr: services }
`;

describe("scripts/build/routes.mjs", () => {
  it("writes one page file per row and language, naming its page type and language", () => {
    table(SMALL, ["home", "about", "services", "service"]);
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("10 files");
    expect(servedPaths("(en)")).toEqual([
      "/",
      "/about/",
      "/services/",
      "/services/[category]/[service]/",
    ]);
    expect(read("(fr)/fr/a-propos/page.tsx")).toContain('import route from "@/app/_pages/about"');
    expect(read("(fr)/fr/a-propos/page.tsx")).toContain('route("fr")');
    const service = read("(en)/services/[category]/[service]/page.tsx");
    expect(service).toContain("export const dynamicParams = false;");
    expect(service).toContain("export const generateStaticParams = page.generateStaticParams;");
    // Every page type listed for what reads all pages' words, and the keys for the schemas.
    expect(read("_pages/index.ts")).toMatch(
      /export const PAGE_TYPES = \[\n {2}home,\n {2}about,\n {2}services,\n {2}service,\n\];/,
    );
    expect(readFileSync(path.join(project, "lib", "schemas", "page-keys.ts"), "utf8")).toContain(
      'export const PAGE_KEYS = [\n  "home",\n  "about",\n  "services",\n] as const;',
    );
  });

  it("moves a page whose slug changed, and leaves no page at the old address", () => {
    table(SMALL, ["home", "about", "services", "service"]);
    expect(run().status).toBe(0);
    table(SMALL.replace("fr: a-propos", "fr: qui-sommes-nous"), []);
    const result = run();
    expect(result.status).toBe(0);
    expect(existsSync(path.join(app, "(fr)/fr/a-propos"))).toBe(false);
    expect(read("(fr)/fr/qui-sommes-nous/page.tsx")).toContain("_pages/about");
  });

  it("refuses a row without a page type, and a hand-written file where a page goes", () => {
    table(SMALL.replace("  about:", "  careers: { en: careers, fr: carrieres }\n  about:"), [
      "home",
      "about",
      "services",
      "service",
    ]);
    let result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("pages.careers has no page type (app/_pages/careers.tsx");

    table(SMALL, []);
    mkdirSync(path.join(app, "(en)", "about"), { recursive: true });
    writeFileSync(path.join(app, "(en)", "about", "page.tsx"), "export default null;\n");
    result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("app/(en)/about/page.tsx was written by hand");
  });

  it("writes the projects pages under the extension next.config.ts counts only with projects", () => {
    const yaml = `${SMALL}  projects: { en: projects, fr: projets }\n`;
    table(yaml, ["home", "about", "services", "service", "projects", "project"]);
    expect(run().status).toBe(0);
    expect(read("(fr)/fr/projets/page.projects.tsx")).toContain(
      'import route from "@/app/_pages/projects"',
    );
    expect(read("(en)/projects/[project]/page.projects.tsx")).toContain(
      'import route from "@/app/_pages/project"',
    );
    expect(existsSync(path.join(app, "(en)", "projects", "page.tsx"))).toBe(false);
  });

  it("--check names every missing, stale and extra page file, and changes nothing", () => {
    table(SMALL, ["home", "about", "services", "service"]);
    let result = run("--check");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("app/(fr)/fr/a-propos/page.tsx is missing");
    expect(existsSync(path.join(app, "(fr)"))).toBe(false);

    expect(run().status).toBe(0);
    result = run("--check");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("the 10 files written from");

    writeFileSync(
      path.join(app, "(en)", "about", "page.tsx"),
      read("(en)/about/page.tsx").replace('route("en")', 'route("fr")'),
    );
    table(SMALL.replace("fr: a-propos", "fr: qui-sommes-nous"), []);
    result = run("--check");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("app/(en)/about/page.tsx is stale");
    expect(result.stderr).toContain("app/(fr)/fr/qui-sommes-nous/page.tsx is missing");
    expect(result.stderr).toContain("app/(fr)/fr/a-propos/page.tsx is extra");
    expect(result.stderr).toContain("npm run routes");
  });

  // The real table: every row of the router has its page in both languages, and nothing more.
  it("finds the committed page files in step with the real table", () => {
    const result = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it.each(["en", "fr"] as const)("gives every %s row of the route table its page", (locale) => {
    copyFileSync(
      path.join(repo, "content", "shared", "routes.yml"),
      path.join(project, "content", "shared", "routes.yml"),
    );
    // The page types (app/_pages/index.ts, their list, is the script's own to write).
    for (const file of readdirSync(path.join(repo, "app", "_pages"))) {
      if (file.endsWith(".tsx")) writeFileSync(path.join(app, "_pages", file), "");
    }
    expect(run().status).toBe(0);
    // A page per entry of a list (a project, a guide, a service area): its [segment] below it.
    const lists = [
      [router.page("projects", locale), "[project]"],
      [router.page("guides", locale), "[guide]"],
      [router.page("areas", locale), "[area]"],
    ] as const;
    const dynamic = (page: string) =>
      lists.reduce(
        (path, [list, segment]) =>
          path.replace(new RegExp(`^${list}[^/]+/$`), `${list}${segment}/`),
        page.replace(/services\/[^/]+\/[^/]+\/$/, "services/[category]/[service]/"),
      );
    const expected = [...new Set(router.entries().map((entry) => dynamic(entry[locale])))].sort();
    expect(servedPaths(locale === "en" ? "(en)" : "(fr)")).toEqual(expected);
  });
});
