// `npm run fonts`: writes app/fonts/inter-latin-var.woff2, the web font every page uses, from
// @fontsource-variable/inter. It keeps what the site can show: the characters of Fontsource's
// own "latin" subset (so nothing that rendered in Inter before falls back now), the weights the
// design uses (400–800 of the variable axis) and the OpenType features it needs (kerning,
// accents, tabular figures for the counters). 48 kB become about half; rerun after upgrading
// @fontsource-variable/inter and commit the result. __tests__/lib/font-subset.test.ts checks that
// every character in content/ is covered and that no component asks for a weight outside it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import subset from "./font-subset.json" with { type: "json" };
import { root } from "../build/repo-paths.mjs";

const source = path.join(
  root,
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const target = path.join(root, "app/fonts/inter-latin-var.woff2");

const characters = subset.unicodeRanges
  .flatMap(([first, last = first]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  )
  .join("");

const original = readFileSync(source);
const font = await subsetFont(original, characters, {
  targetFormat: "woff2",
  keepFeatures: subset.features,
  variationAxes: { wght: subset.weights },
});
writeFileSync(target, font);
console.log(
  `Fonts: ${path.relative(root, target)} ${(font.length / 1024).toFixed(1)} kB (from ${(original.length / 1024).toFixed(1)} kB).`,
);
