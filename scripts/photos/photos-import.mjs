// `npm run photos:import`: every stock photo the content shows (an https "src") downloaded into
// content/photos/ and the content pointed at the file ("/photos/<name>.jpg", width and height
// dropped: an upload's are read from the file); the CSP stops allowing the stock host once none is
// left (scripts/build/csp.mjs). Run it on a connected machine, check the photos, commit content/.
//   --content DIR   the content folder (default: CONTENT_DIR, else content/)
//   --mirror ORIGIN fetch from a copy of the stock host instead (the tests' local server)
// Edited with the yaml package's document model, so comments and layout stay.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { isMap, isScalar, isSeq, parseDocument, visit } from "yaml";
import { splitFrontMatter } from "../../lib/store/front-matter.mjs";
import { root } from "../build/repo-paths.mjs";

/** The size asked of the stock host: the largest width the site serves, as a JPEG. */
const DOWNLOAD = { w: "1920", q: "85", fm: "jpg", fit: "max" };

class ImportError extends Error {}

/**
 * The content's YAML documents, each with its file (relative) and a function writing it back.
 * @param {string} contentDir
 */
function documents(contentDir) {
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .sort();
  return files.flatMap((name) => {
    const file = path.join(contentDir, name);
    const text = readFileSync(file, "utf8");
    const parts = name.endsWith(".md")
      ? splitFrontMatter(text)
      : { open: "", yaml: text, close: "", body: "" };
    if (!parts) return [];
    const doc = parseDocument(parts.yaml);
    if (doc.errors.length) return [];
    const save = () => {
      const yaml = doc.toString({ lineWidth: 0 });
      writeFileSync(
        file,
        name.endsWith(".md")
          ? `${parts.open}${yaml.replace(/\n$/, "")}${parts.close}${parts.body}`
          : yaml,
      );
    };
    return [{ name: name.split(path.sep).join("/"), doc, save }];
  });
}

/**
 * A file name for a photo: from its English alt text when it has one, else from its URL.
 * @param {string} url @param {string | undefined} alt @param {Set<string>} taken
 */
function fileName(url, alt, taken) {
  const words = (alt ?? path.basename(new URL(url).pathname))
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  let name = `${words || "photo"}.jpg`;
  for (let n = 2; taken.has(name); n += 1) name = `${words || "photo"}-${n}.jpg`;
  taken.add(name);
  return name;
}

/** @param {string} url @param {string | undefined} mirror */
async function download(url, mirror) {
  const address = new URL(url);
  for (const [key, value] of Object.entries(DOWNLOAD)) address.searchParams.set(key, value);
  const from = mirror ? new URL(`${address.pathname}${address.search}`, mirror) : address;
  const response = await fetch(from);
  if (!response.ok) throw new ImportError(`${url}: the host answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.format) throw new ImportError(`${url}: what the host sent is not a photo`);
  // Stored as a JPEG, as the CMS stores uploads; the pipeline strips its metadata when served.
  return metadata.format === "jpeg" ? bytes : sharp(bytes).jpeg({ quality: 90 }).toBuffer();
}

/**
 * Downloads every stock photo of `contentDir` into its photos/ folder and points the content at
 * the files. Returns [{ url, file, uses }] for what was imported.
 * @param {{ contentDir: string, mirror?: string }} options
 */
export async function importStockPhotos({ contentDir, mirror }) {
  const mediaDir = path.join(contentDir, "photos");
  const taken = new Set(existsSync(mediaDir) ? readdirSync(mediaDir) : []);
  const docs = documents(contentDir);
  /** url → { name, uses: [file field] , nodes: photo maps to repoint } */
  const photos = new Map();
  for (const { name, doc } of docs) {
    visit(doc, {
      Map(_, node, nodePath) {
        const src = node.get("src");
        if (typeof src !== "string" || !src.startsWith("https://")) return;
        const entry = photos.get(src) ?? { uses: [], nodes: [], alt: undefined };
        const alt = node.get("alt");
        entry.alt ??= typeof alt === "string" ? alt : undefined;
        entry.uses.push(`${name} ${fieldPath(nodePath, node)}`);
        entry.nodes.push(node);
        photos.set(src, entry);
      },
    });
  }
  const imported = [];
  const problems = [];
  mkdirSync(mediaDir, { recursive: true });
  for (const [url, entry] of photos) {
    try {
      const bytes = await download(url, mirror);
      const name = fileName(url, entry.alt, taken);
      writeFileSync(path.join(mediaDir, name), bytes);
      for (const node of entry.nodes) {
        node.set("src", `/photos/${name}`);
        node.delete("width");
        node.delete("height");
      }
      imported.push({ url, file: `photos/${name}`, uses: entry.uses });
    } catch (error) {
      problems.push(`${entry.uses.join(", ")}: ${error.message}`);
    }
  }
  // The content is rewritten only for what was downloaded: a failed photo stays on its URL.
  for (const { save } of docs) save();
  if (problems.length) throw new ImportError(problems.join("\n"));
  return imported;
}

/**
 * "pairs[0].before" for a photo map, from the visitor's path of ancestors.
 * @param {readonly unknown[]} ancestors @param {unknown} node
 */
function fieldPath(ancestors, node) {
  /** @type {string[]} */
  const keys = [];
  const chain = [...ancestors, node];
  for (let i = 1; i < chain.length; i += 1) {
    const parent = chain[i - 1];
    const child = chain[i];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => item === child || item.value === child);
      if (pair && isScalar(pair.key)) keys.push(`.${pair.key.value}`);
    } else if (isSeq(parent)) {
      const index = parent.items.indexOf(child);
      if (index >= 0) keys.push(`[${index}]`);
    }
  }
  return keys.join("").replace(/^\./, "");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { content: { type: "string" }, mirror: { type: "string" } },
  });
  const contentDir = path.resolve(root, values.content ?? process.env.CONTENT_DIR ?? "content");
  importStockPhotos({ contentDir, mirror: values.mirror }).then(
    (imported) => {
      for (const { url, file, uses } of imported) {
        console.log(`${url} → content/${file} (${uses.join(", ")})`);
      }
      console.log(
        `Photos imported: ${imported.length} stock photo(s) now in content/photos/; check them and commit content/.`,
      );
    },
    (error) => {
      console.error(
        error instanceof ImportError ? `Photos not imported:\n${error.message}` : error.stack,
      );
      process.exit(1);
    },
  );
}
