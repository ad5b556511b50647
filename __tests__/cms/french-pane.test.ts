/**
 * @jest-environment jsdom
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { frenchPanes } from "@/public/admin/cms-french.mjs";

/*
 * The French pane of the CMS reads in French (issue 56): every label and hint a French pane
 * shows has its French words in content/shared/admin.yml (`cms.french`), and
 * public/admin/cms-french.mjs puts them in place in the French pane only, the English pane
 * keeping the form's own words.
 */

type Field = {
  name: string;
  label?: string;
  hint?: string;
  i18n?: boolean;
  fields?: Field[];
  field?: Field;
};
type Config = {
  i18n: { locales: string[]; default_locale: string };
  collections: {
    i18n?: unknown;
    fields?: Field[];
    files?: { i18n?: unknown; fields: Field[] }[];
  }[];
};

const root = path.join(__dirname, "..", "..");
const config = parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8"), {
  merge: true,
  maxAliasCount: -1,
}) as Config;
const french = (
  parse(readFileSync(path.join(root, "content/shared/admin.yml"), "utf8")) as {
    cms: {
      french: { optional: string; labels: Record<string, string>; hints: Record<string, string> };
    };
  }
).cms.french;

/** The labels and hints of every field a French pane shows (translated, or holding one). */
function frenchPaneWords(): { labels: Set<string>; hints: Set<string> } {
  const labels = new Set<string>();
  const hints = new Set<string>();
  const walk = (fields: Field[] = []) => {
    for (const field of fields) {
      if (field.i18n === false) continue;
      if (field.label) labels.add(field.label);
      if (field.hint) hints.add(field.hint);
      walk(field.fields);
      if (field.field) walk([field.field]);
    }
  };
  for (const collection of config.collections.filter((each) => each.i18n)) {
    walk(collection.fields);
    for (const file of collection.files ?? []) if (file.i18n) walk(file.fields);
  }
  return { labels, hints };
}

describe("the French pane's words", () => {
  const { labels, hints } = frenchPaneWords();

  it("has every label and hint of a French pane in French, and nothing else", () => {
    expect(labels.size).toBeGreaterThan(200);
    expect([...labels].filter((label) => !french.labels[label])).toEqual([]);
    expect([...hints].filter((hint) => !french.hints[hint])).toEqual([]);
    // No words kept for a label or hint the form no longer has.
    expect(Object.keys(french.labels).filter((label) => !labels.has(label))).toEqual([]);
    expect(Object.keys(french.hints).filter((hint) => !hints.has(hint))).toEqual([]);
  });

  it("keeps each hint's links and placeholders in its French", () => {
    const links = (text: string) => text.match(/\]\([^)]*\)/g) ?? [];
    const names = (text: string) => (text.match(/\{+[\w.]+\}+/g) ?? []).sort();
    for (const [english, words] of Object.entries(french.hints)) {
      expect([words, links(words)]).toEqual([words, links(english)]);
    }
    for (const [english, words] of Object.entries(french.labels)) {
      expect([words, names(words)]).toEqual([words, names(english)]);
    }
  });
});

/** A pane as Decap draws it: its "Writing in" heading, then fields (label, widget, hint). */
function pane(locale: string, label: string, hint: string, optional = false): HTMLElement {
  const element = document.createElement("div");
  const [before, link, after] = hint.split(/\[|\]\([^)]*\)/);
  element.innerHTML = `<div><div><button>Writing in ${locale}</button></div></div>
    <div><div><label for="${locale}-1">${label}${optional ? "<span> (optional)</span>" : ""}</label></div>
    <input id="${locale}-1"><p>${before}<a href="translations/">${link}</a>${after}</p></div>`;
  document.body.append(element);
  return element;
}

describe("the French pane in the editor", () => {
  const NOTE = "Deliberate difference from the other language (why; leave empty otherwise)";
  const HINT = Object.keys(french.hints).find((hint) => hint.includes("](translations/)"))!;

  it("shows the French pane's labels and hints in French, the English pane's in English", async () => {
    const english = pane("EN", NOTE, HINT, true);
    const other = pane("FR", NOTE, HINT, true);
    const stop = frenchPanes(config, french);
    // Drawn after the editor started too, as Decap draws a form.
    const later = pane("FR", NOTE, HINT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(later.querySelector("label")!.textContent).toBe(french.labels[NOTE]);
    expect(other.querySelector("label")!.textContent).toBe(
      `${french.labels[NOTE]} (${french.optional})`,
    );
    const words = french.hints[HINT]!.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
    expect(other.querySelector("p")!.textContent).toBe(words);
    // The link stays a link, to the same page, its words in French.
    expect(other.querySelector("a")!.getAttribute("href")).toBe("translations/");
    expect(english.querySelector("label")!.textContent).toBe(`${NOTE} (optional)`);
    expect(english.querySelector("p")!.textContent).toBe(
      HINT.replace(/\[([^\]]+)\]\([^)]*\)/g, "$1"),
    );
  });
});
