import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  CONTENT,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import type * as CollectionsModule from "@/lib/cms/collections";
import type * as DecapConfigModule from "@/lib/cms/decap-config";
import type * as EntryCheckModule from "@/lib/cms/entry-check";
import type * as FormChoicesModule from "@/lib/cms/form-choices";
import { router as siteRouter } from "@/lib/content";
import type * as EntryPagesModule from "@/lib/content/entry-pages";
import { type ContentLoad, type loadContent } from "@/lib/content/load";
import type * as RegistryModule from "@/lib/registry/registry";
import { field } from "@/lib/schemas/form-meta";
import type * as StandInsModule from "@/lib/content/stand-ins";
import type * as CmsLabelsModule from "@/lib/translation/cms-labels";
import type * as ParityModule from "@/lib/translation/parity";
import type * as TranslationStatusModule from "@/lib/translation/status";

/*
 * Every collection is declared once, in the registry (lib/registry/registry.ts), and every reader
 * takes its files from there. Proved by moving the whole registry: in a module registry of its
 * own, every collection's files are put under content/moved/ (the registry edited in place, the
 * scratch copy's files moved with it), and each reader must follow: the loader finds every file
 * and builds the same site, the CMS form and its catalogue name the moved files, the
 * translation status and parity compare the moved entries, the link check reads the moved
 * Markdown. A reader that kept a path of its own would miss its files. Then a collection that
 * is not there yet, added to the registry alone: the loader checks its file, the form lists
 * it, the pre-save check refuses what its schema refuses, the translation status compares it,
 * and the link check reads its Markdown field.
 */

const MOVED = "moved";

type Readers = {
  registry: typeof RegistryModule;
  load: { loadContent: typeof loadContent };
  collections: typeof CollectionsModule;
  decap: typeof DecapConfigModule;
  forms: typeof FormChoicesModule;
  check: typeof EntryCheckModule;
  status: typeof TranslationStatusModule;
  pages: typeof EntryPagesModule;
  parity: typeof ParityModule;
  labels: typeof CmsLabelsModule;
  standIns: typeof StandInsModule;
};

/** Every reader, loaded with a registry of its own that `edit` changes first. */
function readersWith(edit: (registry: typeof RegistryModule) => void): Readers {
  let readers: Readers | undefined;
  jest.isolateModules(() => {
    const need = <M extends object>(name: string) => jest.requireActual<M>(name);
    const registry = need<typeof RegistryModule>("@/lib/registry/registry");
    edit(registry);
    readers = {
      registry,
      load: need("@/lib/content/load"),
      collections: need("@/lib/cms/collections"),
      decap: need("@/lib/cms/decap-config"),
      forms: need("@/lib/cms/form-choices"),
      check: need("@/lib/cms/entry-check"),
      status: need("@/lib/translation/status"),
      pages: need("@/lib/content/entry-pages"),
      parity: need("@/lib/translation/parity"),
      labels: need("@/lib/translation/cms-labels"),
      standIns: need("@/lib/content/stand-ins"),
    };
  });
  return readers!;
}

/** Every registered file and folder, relative to content/, from a registry's declaration. */
function declaredPaths(registry: typeof RegistryModule): string[] {
  return registry
    .collections()
    .flatMap(([, collection]) =>
      collection.kind === "folder"
        ? [collection.folder]
        : [
            ...Object.values(collection.files).map((file) => file.file),
            ...(collection.perService ? [collection.perService.folder] : []),
          ],
    );
}

/** The registry with every collection's files under content/moved/. */
function moveAll(registry: typeof RegistryModule): void {
  for (const [, collection] of registry.collections()) {
    if (collection.kind === "folder") collection.folder = `${MOVED}/${collection.folder}`;
    else {
      for (const file of Object.values(collection.files)) file.file = `${MOVED}/${file.file}`;
      if (collection.perService)
        collection.perService.folder = `${MOVED}/${collection.perService.folder}`;
    }
  }
}

/** Moves each of `paths` of the copy (files, then folders' files) under `moved/`. */
function moveFiles(dir: string, paths: string[]): void {
  const files = (at: string): string[] =>
    fs.statSync(path.join(dir, at)).isDirectory()
      ? fs
          .readdirSync(path.join(dir, at))
          .filter((name) => !fs.statSync(path.join(dir, at, name)).isDirectory())
          .map((name) => `${at}/${name}`)
      : [at];
  const all = paths.filter((each) => fs.existsSync(path.join(dir, each))).flatMap(files);
  for (const file of new Set(all)) {
    const to = path.join(dir, MOVED, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(path.join(dir, file), to);
  }
}

const problemsOf = (load: ContentLoad) => load.problems.map((problem) => problem.message);

describe("the content registry: one declaration every reader follows", () => {
  let dir: string;
  let moved: Readers;
  let realReaders: Readers;
  beforeAll(() => {
    dir = scratchCopy();
    moved = readersWith(moveAll);
    realReaders = readersWith(() => {});
    moveFiles(dir, declaredPaths(realReaders.registry));
  });
  afterAll(() => removeScratch(dir));

  it("declares each file and folder once", () => {
    const paths = declaredPaths(realReaders.registry);
    expect(paths.filter((each, index) => paths.indexOf(each) !== index)).toEqual([]);
  });

  it("moves every content file with it (nothing registered is left behind)", () => {
    const left = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith(`${MOVED}/`));
    expect(left).toEqual([]);
  });

  it("the loader reads every file where the registry puts it, and builds the same site", () => {
    const load = moved.load.loadContent(dir);
    expect(problemsOf(load)).toEqual([]);
    const content = load.content!;
    expect(content.router.entries()).toEqual(siteRouter.entries());
    for (const locale of ["en", "fr"] as const) {
      expect(content.getGuides(locale).length).toBeGreaterThan(0);
      expect(content.getQuestions("general", locale).length).toBeGreaterThan(0);
      expect(content.getNoticeLabels(locale)).toBeDefined();
    }
  });

  it("the CMS form and its catalogue name the moved files", () => {
    const catalogue = moved.forms.formChoices(dir);
    expect(catalogue.services.length).toBeGreaterThan(10);
    // Each service is named by its moved file's name, not its id.
    expect(catalogue.services.filter((service) => service.name === service.id)).toEqual([]);
    const places = moved.collections
      .cmsCollections(catalogue)
      .flatMap((collection) =>
        collection.kind === "folder" ? [collection.folder] : collection.files.map((f) => f.file),
      );
    expect(places.length).toBeGreaterThan(40);
    expect(places.filter((place) => !place.startsWith(`content/${MOVED}/`))).toEqual([]);
  });

  it("the translation status and parity compare the moved entries and no others, labelled as the form says", () => {
    const real = realReaders.parity.parityOfEntries(CONTENT, () => undefined).map((f) => f.entry);
    expect(real.length).toBeGreaterThan(80);
    // Two-language files no collection holds are not the site's: neither compares them.
    writeText(dir, "stray.yml", "en:\n  title: One\nfr:\n  title: Un\n");
    fs.mkdirSync(path.join(dir, "stray"));
    writeText(dir, "stray/note.en.md", "---\ntitle: One\n---\nText.\n");
    writeText(dir, "stray/note.fr.md", "---\ntitle: Un\n---\nTexte.\n");
    try {
      const entries = moved.parity.parityOfEntries(dir, () => undefined).map((f) => f.entry);
      expect(entries).toEqual(real.map((entry) => `${MOVED}/${entry}`));
      expect(moved.status.translationStatus(dir, () => undefined).checked).toBe(real.length);
    } finally {
      fs.rmSync(path.join(dir, "stray.yml"));
      fs.rmSync(path.join(dir, "stray"), { recursive: true });
    }
    const labels = moved.labels.cmsLabels(dir);
    expect(labels.entry(`${MOVED}/pages/about.yml`)).toBe("Pages › About page");
    expect(labels.field(`${MOVED}/pages/about.yml`, "story")).not.toBe("story");
  });

  it("the launch check finds every stand-in in the moved files, each of its kind", () => {
    const shown = (items: StandInsModule.StandInItem[], prefix = "") =>
      items.map(({ kind, file, field }) => `${kind} ${prefix}${file} ${field}`);
    const real = realReaders.standIns.listStandIns(CONTENT);
    expect(real.length).toBeGreaterThan(10);
    expect(shown(moved.standIns.listStandIns(dir))).toEqual(shown(real, `${MOVED}/`));
  });

  it("the translation status page links a moved entry to its page", () => {
    expect(moved.pages.pageOfEntry(`${MOVED}/pages/about.yml`, "fr", siteRouter)).toBe(
      siteRouter.page("about", "fr"),
    );
    const [guide] = siteRouter.entryParams("guides", "en");
    const id = siteRouter.entryAt("guides", "en", guide!)!;
    expect(moved.pages.pageOfEntry(`${MOVED}/guides/${id}`, "en", siteRouter)).toBe(
      siteRouter.entry("guides", id, "en"),
    );
  });

  it("the link check reads the moved Markdown, and no file outside the registry", () => {
    const guide = fs
      .readdirSync(path.join(dir, MOVED, "guides"))
      .find((n) => n.endsWith(".en.md"))!;
    const file = `${MOVED}/guides/${guide}`;
    const source = fs.readFileSync(path.join(dir, file), "utf8");
    writeText(dir, file, `${source.trimEnd()}\n\nSee [our prices](/no-such-page/).\n`);
    // A Markdown file no collection holds is not the site's: its links are not checked.
    writeText(dir, "notes.md", "See [nothing](/nowhere/).\n");
    try {
      const problems = problemsOf(moved.load.loadContent(dir)).join("\n");
      expect(problems).toContain(`content/${file}`);
      expect(problems).toMatch(/text \(line \d+\): the link to \/no-such-page\/ leads to no page/);
      expect(problems).not.toContain("/nowhere/");
    } finally {
      writeText(dir, file, source);
      fs.rmSync(path.join(dir, "notes.md"));
    }
  });
});

describe("a collection added to the registry alone", () => {
  const NOTES = "notes.yml";
  const NotesSchema = z.object({
    title: field(z.string().trim().min(1), { label: "Title" }),
    text: field(z.string().trim().min(1), { label: "Text", widget: "markdown" }),
  });
  let dir: string;
  let readers: Readers;
  beforeAll(() => {
    dir = scratchCopy();
    readers = readersWith((registry) => {
      (registry.REGISTRY as Record<string, RegistryModule.Collection>).notes = {
        kind: "files",
        label: "Notes",
        format: "content-yaml",
        bilingual: true,
        files: {
          notes: { label: "Team notes", file: NOTES, schema: NotesSchema, preview: "about" },
        },
      };
    });
  });
  afterAll(() => removeScratch(dir));

  const notes = (enTitle: string, frText: string) =>
    [
      "en:",
      `  title: "${enTitle}"`,
      '  text: "See [the about page](/about/)."',
      "fr:",
      '  title: "Notes"',
      `  text: "${frText}"`,
      "",
    ].join("\n");

  it("the loader checks its file against its schema, and its Markdown field's links", () => {
    writeText(dir, NOTES, notes("", "Voir [la page](/fr/nulle-part/)."));
    const problems = problemsOf(readers.load.loadContent(dir)).join("\n");
    expect(problems).toContain(`content/${NOTES}`);
    expect(problems).toMatch(/en\.title \(line 2\): /);
    expect(problems).toMatch(
      /fr\.text \(line 6\): the link to \/fr\/nulle-part\/ leads to no page/,
    );
  });

  it("the CMS form lists it and the pre-save check refuses what its schema refuses", () => {
    const catalogue = readers.forms.formChoices(dir);
    const collections = readers.decap.decapCollections(catalogue) as {
      name: string;
      files?: { name: string; file: string; fields: unknown[] }[];
    }[];
    const form = collections.find((collection) => collection.name === "notes");
    expect(form?.files?.map((file) => file.file)).toEqual([`content/${NOTES}`]);
    const config = { i18n: { locales: ["en", "fr"] }, collections } as Parameters<
      typeof readers.check.entryProblems
    >[0];
    expect(
      readers.check.entryProblems(config, "notes", "notes", {
        en: { title: "Hello", text: "Hi." },
        fr: { text: "Salut." },
      }),
    ).toEqual(["FR: Title is required"]);
  });

  it("the translation status compares it, named as the form names it", () => {
    writeText(dir, NOTES, notes("Notes", "Voir."));
    const status = readers.status.translationStatus(dir, () => undefined);
    const finding = status.parity.find((each) => each.entry === NOTES);
    expect(finding?.label).toBe("Notes › Team notes");
  });
});
