// `npm run bench`: Lighthouse on eight routes of the exported site and on one-page Next.js
// "framework floors", interleaved, served from loopback like a static host; the markdown goes to
// docs/performance.md (an A/B run's to bench/.work/ab.md). Method and options: that file's
// "How it is measured" and `--help`. Budget misses are reported, not fatal; errors exit non-zero.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { PHONE, phonePhotos } from "./phone-photos.mjs";
import { realPhotoContent } from "./photo-content.mjs";
import { FIXTURE_ROUTE, projectFixture } from "./project-fixture.mjs";
import { buildReference, heroPhoto, packageVersion } from "./reference.mjs";
import {
  BLOCKED_URL_PATTERNS,
  chromeVersion,
  launchChrome,
  measure,
  stopChrome,
} from "./lighthouse-run.mjs";
import {
  budgetList,
  BUDGETS,
  median,
  medians,
  PHOTO_BUDGETS,
  PROFILES,
  resultTables,
  writeDoc,
} from "./report.mjs";
import { startServer, stopServers } from "./servers.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const SITE_ROUTES = ["/", "/services/residential/interior-painting/", "/gallery/", "/contact/"];
// A page of each kind (issues 27, 37 and 59): the first three paint a photo last; the last two
// show no photo.
const PHOTO_ROUTES = [
  "/",
  "/services/residential/interior-painting/",
  "/gallery/",
  "/projects/glebe-main-floor-and-stairwell/",
  "/guides/when-to-paint-outside-in-ottawa/",
  "/areas/glebe/",
  "/price-ranges/",
  "/contact/",
];
// Measured against the empty page in the real-photo mode: a photo floor would flatter them.
const PHOTOLESS_ROUTES = new Set(["/price-ranges/", "/contact/"]);
const REFERENCE = "reference /";
const EMPTY_REFERENCE = "empty page /";
const workDir = path.join(root, "bench", ".work");

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      "no-build": { type: "boolean", default: false },
      site: { type: "string", multiple: true, default: [] },
      "mobile-only": { type: "boolean", default: false },
      profiles: { type: "string" },
      pages: { type: "string" },
      "stock-photos": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(
      "Usage: npm run bench -- [--runs N] [--no-build] [--stock-photos] [--profiles mobile,applied,desktop] [--pages 1,2,…] [--site DIR --site DIR [--mobile-only]]",
    );
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
  const sites = values.site.map((dir) => path.resolve(dir));
  const missing = sites.find((dir) => !existsSync(path.join(dir, "index.html")));
  if (missing) throw new Error(`${missing}/index.html is missing`);
  const profiles = values.profiles
    ? values.profiles.split(",")
    : Object.keys(PROFILES).filter(
        (name) => !values["mobile-only"] || PROFILES[name].formFactor === "mobile",
      );
  const unknown = profiles.find((name) => !PROFILES[name]);
  if (unknown) throw new Error(`--profiles: no profile "${unknown}" (${Object.keys(PROFILES)})`);
  const pages = values.pages?.split(",").map(Number);
  if (pages?.some((n) => !Number.isInteger(n) || n < 1 || n > PHOTO_ROUTES.length)) {
    throw new Error(`--pages lists route numbers from 1 to ${PHOTO_ROUTES.length}`);
  }
  const build = !values["no-build"] && sites.length === 0;
  return { runs, build, sites, realPhotos: !values["stock-photos"], profiles, pages };
}

function cleanUp() {
  stopChrome();
  stopServers();
}

/** @param {string} chrome the browser's version */
function machine(chrome) {
  const release = existsSync("/etc/os-release") ? readFileSync("/etc/os-release", "utf8") : "";
  const distro = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1] ?? "";
  const cpus = os.cpus();
  return [
    `${distro ? `${distro}, ` : ""}${os.type()} ${os.release()} ${os.arch()}`,
    `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory`,
    `Node ${process.version}`,
    chrome,
  ].join("; ");
}

async function main() {
  const started = Date.now();
  const { runs, build, sites, realPhotos, profiles, pages } = options();
  const siteEnv = process.env.SITE_ENV || "production";
  const chrome = chromeVersion();

  const benchSite = path.join(workDir, "site");
  let replaced = 0;
  if (build) {
    // A production build, as visitors get it (other builds are noindex), into a folder of its own
    // (out/ is left as it was), of a copy of the content: real photos, or the project fixture.
    const content = path.join(workDir, "content");
    if (realPhotos) {
      console.log("Replacing every stock photo with a camera-size photo (generated once) …");
      const cache = path.join(workDir, "stock-photos");
      replaced = await realPhotoContent(path.join(root, "content"), content, cache);
    } else {
      await projectFixture(root, content);
    }
    console.log(
      `Building the site (SITE_ENV=${siteEnv} npm run build, ${realPhotos ? `${replaced} stock photos replaced` : "with the project fixture"}) …`,
    );
    const dist = path.relative(root, benchSite);
    const env = { ...process.env, SITE_ENV: siteEnv, CONTENT_DIR: content, NEXT_DIST_DIR: dist };
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env });
    // The build wrote the photo manifest for the fixture: put back the working copy's.
    spawnSync(process.execPath, ["scripts/photos/photos.mjs"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0)
      throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
  // --no-build measures what is there: the benchmark's own last build in the real-photo mode
  // (out/ shows the stock photos), out/ otherwise.
  const siteOut = sites[0] ?? (build || realPhotos ? benchSite : path.join(root, "out"));
  if (!existsSync(path.join(siteOut, "index.html"))) {
    throw new Error(
      `${path.relative(root, siteOut)}/index.html is missing: drop --no-build${realPhotos ? "" : ', or run "npm run build"'}.`,
    );
  }
  const allRoutes = realPhotos
    ? PHOTO_ROUTES
    : existsSync(path.join(siteOut, FIXTURE_ROUTE, "index.html"))
      ? [...SITE_ROUTES, FIXTURE_ROUTE]
      : SITE_ROUTES;
  const routes = pages ? pages.map((n) => allRoutes[n - 1]) : allRoutes;
  // Photo against photo: the floor shows the site's own home hero, the same files.
  const floorPhoto = realPhotos ? heroPhoto(siteOut) : null;
  if (realPhotos && !floorPhoto) {
    throw new Error(
      `${siteOut}/index.html has no hero photo served by the site: build it with real photos (drop --no-build), or pass --stock-photos`,
    );
  }
  const budgets = realPhotos ? PHOTO_BUDGETS : BUDGETS;
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(
    readFileSync(path.join(siteOut, "index.html"), "utf8"),
  );
  if (noindex) console.warn("out/ is a noindex (non-production) build: SEO will say so.");
  const referenceOut = buildReference(root, { photo: floorPhoto });
  // With real photos, the routes without a photo are measured against a page without one.
  const emptyFloor = realPhotos && routes.some((route) => PHOTOLESS_ROUTES.has(route));
  const emptyOut = emptyFloor ? buildReference(root, { photo: null }) : null;

  /** @type {{ label: string, url: string }[]} */
  const targets = [];
  /** @type {Map<string, import("./report.mjs").Floor>} page label → its floor */
  const floors = new Map();
  for (const dir of sites.length ? sites : [siteOut]) {
    const origin = await startServer(dir, path.relative(root, dir) || dir);
    // In an A/B run each route is labelled with its export's folder name.
    const prefix = sites.length ? `${path.basename(dir)} ` : "";
    for (const route of routes) {
      const response = await fetch(`${origin}${route}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${dir}${route} answered ${response.status}`);
      targets.push({ label: `${prefix}${route}`, url: `${origin}${route}` });
      const empty = emptyFloor && PHOTOLESS_ROUTES.has(route);
      floors.set(`${prefix}${route}`, { label: empty ? EMPTY_REFERENCE : REFERENCE, empty });
    }
  }
  targets.push({ label: REFERENCE, url: `${await startServer(referenceOut, "the reference")}/` });
  if (emptyOut) {
    const origin = await startServer(emptyOut, "the empty page");
    targets.push({ label: EMPTY_REFERENCE, url: `${origin}/` });
  }

  // The photo each page makes a phone download, before Lighthouse starts its own Chromium.
  const sitePages = targets.filter(({ label }) => floors.has(label));
  const phone = `${PHONE.width} px phone at DPR ${PHONE.dpr}`;
  if (realPhotos) console.log(`Weighing the photos of each page on a ${phone} …`);
  const photos = realPhotos ? await phonePhotos(sitePages) : undefined;

  await launchChrome();
  const lhrDir = path.join(workDir, "lighthouse");
  mkdirSync(lhrDir, { recursive: true });
  /** @typedef {Omit<Awaited<ReturnType<typeof measure>>, "lhr">} Outcome */
  /** @type {(Outcome & { profile: string, label: string, load: number })[]} */
  const measured = [];
  const firstLoad = os.loadavg()[0];

  for (const profile of profiles) {
    // One discarded warm-up run, so that no page pays for a cold browser and disk cache.
    await measure(targets[targets.length - 1].url, profile).catch((error) =>
      console.warn(`  warm-up run failed (ignored): ${error.message}`),
    );
    // Runs interleave the pages so that a slow moment of the machine spreads over all of them.
    for (let run = 1; run <= runs; run += 1) {
      for (const { label, url } of targets) {
        // A busy machine now and then loses a trace (NO_NAVSTART): up to two more tries.
        let outcome;
        for (let attempt = 1; !outcome; attempt += 1) {
          try {
            outcome = await measure(url, profile);
          } catch (error) {
            if (attempt === 3) throw error;
            console.warn(`  retrying ${label} (${profile}) after: ${error.message}`);
          }
        }
        const { lhr, ...rest } = outcome;
        const load = os.loadavg()[0];
        measured.push({ ...rest, profile, label, load });
        const file = `${profile}-${label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}.json`;
        writeFileSync(path.join(lhrDir, file), JSON.stringify(lhr));
        const f = rest.figures;
        console.log(
          `${profile} ${run}/${runs} ${label.padEnd(42)} perf ${String(f.performance).padStart(3)}` +
            `  LCP ${(f.lcp / 1000).toFixed(2)} s  FCP ${(f.fcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms` +
            `  CLS ${f.cls.toFixed(3)}  load ${load.toFixed(1)}`,
        );
      }
    }
  }
  cleanUp();

  const results = Object.fromEntries(
    profiles.map((profile) => {
      const rows = targets.map(({ label }) => {
        const list = measured.filter((m) => m.profile === profile && m.label === label);
        const scores = list.map((m) => m.figures.performance);
        const figures = medians(list.map((m) => ({ ...m.figures, load: m.load })));
        return [label, { ...figures, perfMin: Math.min(...scores), perfMax: Math.max(...scores) }];
      });
      return [profile, new Map(/** @type {[string, any][]} */ (rows))];
    }),
  );
  const tables = resultTables(results, floors, { budgets, photos });
  /** @type {Map<string, string[]>} label and profile → its mobile LCP elements, run by run */
  const lcpElements = new Map();
  for (const m of measured.filter((m) => PROFILES[m.profile].formFactor === "mobile")) {
    const key = `${m.label}, ${m.profile}`;
    lcpElements.set(key, [...(lcpElements.get(key) ?? []), m.lcpElement]);
  }
  const lcpText = [...lcpElements]
    .map(([label, seen]) => {
      const count = (/** @type {string} */ element) => seen.filter((e) => e === element).length;
      const element = [...new Set(seen)].sort((a, b) => count(b) - count(a))[0];
      return `\`${label}\` \`${element}\` (${count(element)} of ${seen.length} runs)`;
    })
    .join("; ");
  const indexes = measured.map((m) => m.benchmarkIndex).sort((a, b) => a - b);
  const benchmarkIndex = indexes[Math.floor(indexes.length / 2)];
  const lighthouseVersion = measured.at(-1)?.lighthouseVersion;
  const loads = [firstLoad, ...measured.map((m) => m.load)];
  /** @type {Map<string, Set<string>>} remote host → the pages that asked for it */
  const remote = new Map();
  for (const { remoteHosts, label } of measured) {
    for (const host of remoteHosts) remote.set(host, (remote.get(host) ?? new Set()).add(label));
  }
  const blocked = [...remote]
    .map(([host, labels]) => `\`${host}\` (${[...labels].join(", ")})`)
    .join("; ");
  const warnings = new Set(
    measured.flatMap((m) => m.warnings.map((warning) => `${m.label} (${m.profile}): ${warning}`)),
  );
  const throttling = profiles
    .map((profile) => `${profile}: ${measured.find((m) => m.profile === profile)?.throttling}`)
    .join("; ");
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const cores = os.cpus().length;
  const maxLoad = Math.max(...loads);
  const loadText =
    `1-minute load average ${median(loads).toFixed(1)} (median), ${maxLoad.toFixed(1)} (max) on ${cores} cores` +
    (maxLoad > cores
      ? ": the machine was busy (the benchmark's own Chromium and servers count toward the load), so scores may be lower and TBT and LCP higher and noisier than on a quiet machine"
      : "");

  const section = `## Lighthouse benchmark

Written by \`npm run bench\` (scripts/bench/bench.mjs); rerun it to refresh this section.

- **Date:** ${new Date().toISOString()}
- **Machine:** ${machine(chrome)}; Lighthouse benchmark index ${Math.round(benchmarkIndex)} (median)
- **Versions:** Lighthouse ${lighthouseVersion}, Next.js ${packageVersion(root, "next")}, React ${packageVersion(root, "react")}, Tailwind CSS ${packageVersion(root, "tailwindcss")}
- **Method:** Lighthouse's Node API in headless Chromium (\`--headless=new\`), ${runs} run${runs > 1 ? "s" : ""} per page and profile, runs interleaved across pages; each figure is the median of its own runs (perf shows the range of the runs in brackets). Profiles: ${throttling}${profiles.includes("desktop") ? " (desktop: `desktop-config.js`)" : ""}; the simulated profiles model the slow network and CPU from an unthrottled load, the applied one loads the page through them. Pages are served from the export's folder on 127.0.0.1 by \`scripts/dev/serve.mjs\` (serve-handler with gzip and the \`serve.json\` headers), cold cache each run.
- **Blocked:** every request that would leave the machine (\`blockedUrlPatterns\`: ${BLOCKED_URL_PATTERNS.map((p) => `\`${p}\``).join(", ")}; the local servers are plain http on loopback). Remote hosts the pages asked for: ${blocked || "none"}.${realPhotos ? "" : " Blocked photos never load, so they are neither in the byte weight nor LCP candidates: LCP and bytes of pages with remote photos are lower than a visitor with a network would see. Lighthouse ignores blocked requests in its console-error audit."}
- **Photos:** ${realPhotos ? `real-photo mode: every stock photo the content uses${replaced ? ` (${replaced})` : ""} is replaced by a camera-size photo (4032 × 3024 JPEG, scripts/bench/stock-photo.mjs: a scene of hard-edged shapes under texture at five scales, so encoders spend on it about what they spend on a real photo), imported by the site's own \`photos:import\` code from a stand-in stock host on loopback into a copy of the content, and made into AVIF and WebP by the build's photo pipeline like any upload. No page asks another host for a photo.` : "the content's own: stock photos on their host, blocked (`--stock-photos`), plus one project whose photos are uploads."}
- **Site build:** ${build ? `built by the benchmark with \`SITE_ENV=${siteEnv}\` into \`bench/.work/site/\`, from ${realPhotos ? "that copy of the content" : `the content plus one project whose photos are uploads served by the photo pipeline (\`${FIXTURE_ROUTE}\`, scripts/bench/project-fixture.mjs)`}` : sites.length ? `the exports ${sites.map((dir) => `\`${path.basename(dir)}/\``).join(", ")}, each route labelled with its folder's name` : `the \`${path.relative(root, siteOut)}/\` found (\`--no-build\`)`}${noindex ? "; it is a noindex (non-production) build, so SEO's is-crawlable audit fails by design" : ", indexable (production)"}.
- **Framework floor:** a one-page Next.js static export (heading, paragraph, ${floorPhoto ? `and the site's home hero photo: the same AVIF files as a plain \`<img>\` with the hero's \`sizes\` (\`${floorPhoto.img.sizes}\`), full width behind the text` : "image-free hero"}, Tailwind) built from \`bench/reference/\` with the same Next, React and Tailwind, served the same way.${emptyOut ? ` The pages without a photo (${[...PHOTOLESS_ROUTES].map((route) => `\`${route}\``).join(", ")}) are measured against the same page without the photo (\`${EMPTY_REFERENCE}\`: heading and paragraph on a coloured block).` : ""}${lcpText ? `\n- **Largest paint (mobile):** ${lcpText}.` : ""}
- **Run time:** ${minutes} min; ${loadText}.${warnings.size ? `\n- **Lighthouse warnings:** ${[...warnings].join(" / ")}` : ""}

${tables}

### Budgets

${budgetList(budgets)}

Budget misses are reported here, not enforced: the benchmark exits 0 whatever the scores.
`;

  console.log(`\n${section}`);
  if (sites.length) {
    writeFileSync(path.join(workDir, "ab.md"), section);
    console.log(`Wrote bench/.work/ab.md (${minutes} min); docs/performance.md is unchanged.`);
  } else {
    writeDoc(path.join(root, "docs", "performance.md"), section);
    console.log(`Wrote docs/performance.md (${minutes} min).`);
  }
}

// Chromium and the servers stop with the process, whatever ends it.
process.on("exit", cleanUp);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));
main().catch((error) => {
  cleanUp(); // or they would keep it running
  console.error(`bench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
