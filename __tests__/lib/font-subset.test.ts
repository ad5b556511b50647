import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import subset from "../../scripts/brand/font-subset.json";

// The web font is a subset (scripts/brand/subset-font.mjs): what it lacks, a visitor sees in the
// fallback font. These tests keep the content and the components inside it.
const root = path.join(__dirname, "..", "..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

// Each entry is [first, last] or a single [codePoint].
const ranges = subset.unicodeRanges.map((range) => [range[0]!, range.at(-1)!] as const);
const covered = (codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

test("every character of the content files is in the web font", () => {
  const missing = new Map<string, string>();
  for (const file of filesUnder(path.join(root, "content"), /\.(ya?ml|md)$/)) {
    for (const character of readFileSync(file, "utf8")) {
      const codePoint = character.codePointAt(0)!;
      if (!covered(codePoint) && !missing.has(character)) {
        missing.set(
          character,
          `U+${codePoint.toString(16).toUpperCase()} in ${path.relative(root, file)}`,
        );
      }
    }
  }
  // Add the character's range to scripts/brand/font-subset.json, then run `npm run fonts`.
  expect([...missing.values()]).toEqual([]);
});

test("no component asks for a weight the font does not have", () => {
  const weights: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };
  const used = new Set<string>();
  const sources = ["app", "components"].flatMap((dir) =>
    filesUnder(path.join(root, dir), /\.tsx?$/),
  );
  for (const file of sources) {
    const source = readFileSync(file, "utf8");
    for (const [, weight] of source.matchAll(
      /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
    )) {
      used.add(weight!);
    }
  }
  expect(used.size).toBeGreaterThan(0);
  const outside = [...used].filter(
    (weight) => weights[weight]! < subset.weights.min || weights[weight]! > subset.weights.max,
  );
  expect(outside).toEqual([]);
});
