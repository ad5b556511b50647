// Where the content uses each uploaded photo: every "/photos/…" value in content/**/*.yml and
// in the front matter of content/**/*.md, with the file and the field that holds it, so a
// refused photo is reported with the entries that use it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { splitFrontMatter } from "../../lib/store/front-matter.mjs";

export const PUBLIC_PREFIX = "/photos/";

/** @param {unknown} value @param {string} at @returns {Generator<{ value: string, at: string }>} */
function* strings(value, at) {
  if (typeof value === "string") yield { value, at };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${at}[${index}]`);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      yield* strings(item, at ? `${at}.${key}` : key);
  }
}

/**
 * Every string of the content's YAML and front matter, with its file (relative, with "/") and
 * its field; a file whose YAML is broken is left to the content schema's own message.
 * @param {string} contentDir @returns {Generator<{ name: string, value: string, at: string }>}
 */
function* contentStrings(contentDir) {
  const files = readdirSync(contentDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    /\.(ya?ml|md)$/.test(name),
  );
  for (const name of files.sort()) {
    const text = readFileSync(path.join(contentDir, name), "utf8");
    let data;
    try {
      data = parse(name.endsWith(".md") ? (splitFrontMatter(text)?.yaml ?? "") : text);
    } catch {
      continue;
    }
    for (const found of strings(data, "")) yield { name: name.split(path.sep).join("/"), ...found };
  }
}

/**
 * Map of "/photos/name.jpg" → ["content/projects/x.en.md photos[0].before.src", …].
 * @param {string} contentDir @param {string} [label]
 * @returns {Map<string, string[]>}
 */
export function photoReferences(contentDir, label = "content") {
  /** @type {Map<string, string[]>} */
  const uses = new Map();
  for (const { name, value, at } of contentStrings(contentDir)) {
    if (value.startsWith(PUBLIC_PREFIX)) {
      uses.set(value, [...(uses.get(value) ?? []), `${label}/${name} ${at}`]);
    }
  }
  return uses;
}

/**
 * The hosts of the stock photos the content shows: every https "src" of a photo, by host name.
 * What the Content-Security-Policy's img-src must allow, and nothing more.
 * @param {string} contentDir
 */
export function stockPhotoHosts(contentDir) {
  /** @type {Set<string>} */
  const hosts = new Set();
  for (const { value, at } of contentStrings(contentDir)) {
    if (/(^|\.)src$/.test(at) && value.startsWith("https://")) hosts.add(new URL(value).host);
  }
  return [...hosts].sort();
}
