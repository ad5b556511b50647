/** @jest-environment jsdom */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { spriteDocument, spriteSymbols } from "@/lib/site/icon-sprite";
import { ICON_NAMES } from "@/lib/site/icons";

// Every icon on the site is a <use> of a symbol in /icons.svg: a name without a symbol, or a
// symbol without shapes, draws nothing, and no browser reports it.
const root = path.join(__dirname, "..", "..");
const symbols = spriteSymbols();
const sprite = new DOMParser().parseFromString(spriteDocument(), "image/svg+xml");

function namesUsedInComponents(): Set<string> {
  const names = new Set<string>();
  const dir = path.join(root, "components");
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".tsx")) continue;
    const source = readFileSync(path.join(dir, file), "utf8");
    for (const [, name] of source.matchAll(/<Icon\s+name="([^"]+)"/g)) names.add(name!);
  }
  return names;
}

test("the sprite is well-formed SVG with one symbol per icon name", () => {
  expect(sprite.getElementsByTagName("parsererror")).toHaveLength(0);
  const ids = [...sprite.querySelectorAll("symbol")].map((symbol) => symbol.id);
  expect(ids).toEqual(Object.keys(symbols));
  expect(new Set(ids).size).toBe(ids.length);
});

test("every icon content may name and every icon a component draws has a symbol", () => {
  const used = namesUsedInComponents();
  expect(used.size).toBeGreaterThan(10);
  for (const name of [...ICON_NAMES, ...used]) {
    expect(sprite.getElementById(name)).not.toBeNull();
  }
});

test("every symbol has shapes in the 24-unit grid and says how to draw them", () => {
  for (const symbol of sprite.querySelectorAll("symbol")) {
    expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(symbol.children.length).toBeGreaterThan(0);
    // Without a stroke or a fill of its own, a symbol would inherit the page <svg>'s
    // fill="none" and draw nothing.
    const paints = symbol.hasAttribute("stroke") || symbol.getAttribute("fill") === "currentColor";
    expect({ id: symbol.id, paints }).toEqual({ id: symbol.id, paints: true });
  }
});

test("Lucide's shapes come through as SVG attributes", () => {
  const check = sprite.getElementById("check-circle")!;
  expect(check.getAttribute("stroke-linecap")).toBe("round");
  expect(check.getAttribute("stroke-width")).toBe("2");
  const paths = [...check.querySelectorAll("path, circle")];
  expect(paths.length).toBeGreaterThan(0);
  for (const shape of paths) expect(shape.hasAttribute("key")).toBe(false);
  expect(
    paths.some((shape) => /^M|^m/.test(shape.getAttribute("d") ?? "") || shape.hasAttribute("r")),
  ).toBe(true);
});
