// The script is an ES module run by plain Node at build time; Jest's CommonJS transform cannot
// load it, so these tests drive it on a small export, as the build does.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.join(__dirname, "..", "..", "scripts", "compile-hints.mjs");
// V8's explicit compile hint for a whole script: https://v8.dev/blog/explicit-compile-hints
const HINT = "//# allFunctionsCalledOnLoad\n";
const CHUNKS = "_next/static/chunks";

let out: string;

beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(out, CHUNKS), { recursive: true });
});

afterEach(() => {
  rmSync(out, { recursive: true, force: true });
});

function page(file: string, scripts: string[], preloads: string[] = []) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  const data = JSON.stringify({ scripts, preloads });
  writeFileSync(
    path.join(out, file),
    `<!DOCTYPE html><html><head><script type="application/json" id="first-load-chunks">${data}</script></head><body></body></html>`,
  );
}

function chunk(name: string, body = `console.log(${JSON.stringify(name)});`) {
  writeFileSync(path.join(out, CHUNKS, name), body);
}

const read = (name: string) => readFileSync(path.join(out, CHUNKS, name), "utf8");

function run() {
  const result = spawnSync(process.execPath, [script, out], { encoding: "utf8" });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout;
}

test("marks the chunks and preloads pages load, and leaves code loaded on use as it was", () => {
  for (const name of ["framework.js", "page.js", "french.js", "preload.js", "menu.js", "cms.js"])
    chunk(name);
  page("index.html", [`/${CHUNKS}/framework.js`, `/${CHUNKS}/page.js`], [`/${CHUNKS}/preload.js`]);
  page("fr/index.html", [`/${CHUNKS}/framework.js`, `/${CHUNKS}/french.js`]);
  page("admin/index.html", [`/${CHUNKS}/cms.js`]);

  expect(run()).toContain("4 of 4 first-load chunks");

  for (const name of ["framework.js", "page.js", "french.js", "preload.js"])
    expect(read(name)).toBe(`${HINT}console.log("${name}");`);
  expect(read("menu.js")).toBe('console.log("menu.js");');
  expect(read("cms.js")).toBe('console.log("cms.js");');
});

test("finds the chunks of a build with a base path", () => {
  chunk("framework.js");
  page("index.html", [`/some-repo/${CHUNKS}/framework.js`]);

  run();

  expect(read("framework.js")).toBe(`${HINT}console.log("framework.js");`);
});

test("shifts the chunk's source map by the added line, and a second run changes nothing", () => {
  chunk("framework.js", "a();\nb();\n//# sourceMappingURL=framework.js.map");
  writeFileSync(
    path.join(out, CHUNKS, "framework.js.map"),
    JSON.stringify({ version: 3, sources: ["a.ts"], names: [], mappings: "AAAA;AACA" }),
  );
  page("index.html", [`/${CHUNKS}/framework.js`]);

  run();
  expect(run()).toContain("0 of 1 first-load chunks");

  expect(read("framework.js")).toBe(`${HINT}a();\nb();\n//# sourceMappingURL=framework.js.map`);
  const map = JSON.parse(read("framework.js.map"));
  expect(map.mappings).toBe(";AAAA;AACA");
});
