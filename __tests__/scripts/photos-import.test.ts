// `npm run photos:import` (scripts/photos/photos-import.mjs) offline: the stock host is a local HTTP
// server on 127.0.0.1 that answers every photo with a generated JPEG; the script runs as it
// does for the owner, with --mirror pointing it there, on a copy of the content.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";

const repo = path.join(__dirname, "..", "..");
jest.setTimeout(120_000);

let dir: string;
let server: Server;
let origin: string;
const requests: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-import-"));
  cpSync(path.join(repo, "content"), path.join(dir, "content"), { recursive: true });
  const photo = await sharp({
    create: { width: 1920, height: 1280, channels: 3, background: "#b9a88f" },
  })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the script like `npm run photos:import` (asynchronously: the server is in this process). */
function runImport(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repo, "scripts", "photos", "photos-import.mjs"),
        "--content",
        path.join(dir, "content"),
        "--mirror",
        origin,
      ],
      { cwd: repo },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** Every "src" of the content copy, with the file that holds it. */
function sources(): [string, string][] {
  const content = path.join(dir, "content");
  return readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(yml|md)$/.test(name))
    .flatMap((name) => {
      const text = readFileSync(path.join(content, name), "utf8");
      const yaml = name.endsWith(".md") ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "") : text;
      const found: [string, string][] = [];
      const walk = (value: unknown, key = "") => {
        if (typeof value === "string" && key === "src") found.push([name, value]);
        else if (Array.isArray(value)) value.forEach((item) => walk(item));
        else if (value && typeof value === "object")
          for (const [k, v] of Object.entries(value)) walk(v, k);
      };
      walk(parse(yaml));
      return found;
    });
}

/** The img-src of the site's policy, as the post-build step writes it for this content. */
function imgSrc(): string {
  const code = `
    import { sitePolicy } from "./scripts/build/csp.mjs";
    console.log(sitePolicy([]).split("; ").find((part) => part.startsWith("img-src")));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd: repo,
    encoding: "utf8",
    env: { ...process.env, CONTENT_DIR: path.join(dir, "content") },
  });
  return result.stdout.trim();
}

describe("npm run photos:import", () => {
  it("downloads every stock photo into the media folder and points the content at it", async () => {
    // Each stock photo once, however many entries show it (a guide may reuse a project's).
    const stock = [
      ...new Set(
        sources()
          .map(([, src]) => src)
          .filter((src) => src.startsWith("https://")),
      ),
    ];
    expect(stock.length).toBeGreaterThan(50);
    expect(imgSrc()).toBe("img-src 'self' data: https://images.unsplash.com");
    const frenchBefore = readFileSync(
      path.join(dir, "content", "services", "residential", "interior-painting.fr.md"),
      "utf8",
    );

    const result = await runImport();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`Photos imported: ${stock.length} stock photo(s)`);

    // One request per photo, at the largest size the site serves, as a JPEG.
    expect(requests).toHaveLength(stock.length);
    for (const url of requests) expect(url).toMatch(/^\/photo-[0-9a-f-]+\?.*w=1920.*fm=jpg/);
    // No stock photo left: each src is a file of the media folder, with no size written.
    const after = sources();
    expect(after.filter(([, src]) => !src.startsWith("/photos/"))).toEqual([]);
    const files = readdirSync(path.join(dir, "content", "photos"));
    for (const [, src] of after) expect(files).toContain(src.slice("/photos/".length));
    expect(files).toHaveLength(stock.length);
    const service = readFileSync(
      path.join(dir, "content", "services", "residential", "interior-painting.en.md"),
      "utf8",
    );
    expect(service).toMatch(
      /heroPhoto:\n {2}src: \/photos\/man-painting-an-interior-wall-with-a-paint-roller\.jpg\n {2}alt: /,
    );
    // The French file, which holds the alt texts only, is left as it was.
    expect(
      readFileSync(
        path.join(dir, "content", "services", "residential", "interior-painting.fr.md"),
        "utf8",
      ),
    ).toBe(frenchBefore);
    // The pages may then load images from the site itself only.
    expect(imgSrc()).toBe("img-src 'self' data:");
  });
});
