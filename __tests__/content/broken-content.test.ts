import fs from "node:fs";
import path from "node:path";
import {
  editText,
  editYaml,
  escapeRegExp as esc,
  lineOf,
  loadContent,
  loadError,
  readText,
  scratchEach,
  writeText,
  yamlValue,
} from "@/__tests__/support/scratch-content";

/*
 * One bad edit per case, on a scratch copy of content/: the build must refuse it with a message
 * that names the file, the entry and the field, so an editor can find and fix the mistake.
 */

type Case = {
  name: string;
  /** Breaks the copy; returns the patterns the error message must match. */
  breakIt: (dir: string) => RegExp[];
};

const SERVICE = "services/residential/interior-painting.en.md";

/** Adds a paragraph at the end of a Markdown body. */
function appendToBody(dir: string, file: string, text: string): void {
  writeText(dir, file, `${readText(dir, file).trimEnd()}\n\n${text}\n`);
}

const cases: Case[] = [
  {
    name: "an empty alt text in the gallery",
    breakIt: (dir) => {
      editYaml(dir, "gallery-photos.yml", (doc) =>
        doc.setIn(["en", "items", 0, "photo", "alt"], ""),
      );
      const line = lineOf(dir, "gallery-photos.yml", /^\s*alt:/);
      return [
        /Invalid content in content\/gallery-photos\.yml:/,
        new RegExp(`en\\.items\\[0\\]\\.photo\\.alt \\(line ${line}\\): must not be empty`),
      ];
    },
  },
  {
    name: "a rating of 6",
    breakIt: (dir) => {
      const id = yamlValue(dir, "shared/testimonial-ratings.yml", [1, "id"]) as string;
      editYaml(dir, "shared/testimonial-ratings.yml", (doc) => doc.setIn([1, "rating"], 6));
      return [
        /Invalid content in content\/shared\/testimonial-ratings\.yml:/,
        new RegExp(`\\[1\\] \\(id "${esc(id)}"\\)\\.rating \\(line \\d+\\): Too big`),
      ];
    },
  },
  {
    name: "quotation marks that lost the testimonial",
    breakIt: (dir) => {
      editYaml(dir, "interface-labels.yml", (doc) =>
        doc.setIn(["fr", "testimonials", "quote"], "« »"),
      );
      const line = lineOf(dir, "interface-labels.yml", /^\s*quote: "?« »/);
      return [
        /Invalid content in content\/interface-labels\.yml:/,
        new RegExp(`fr\\.testimonials\\.quote \\(line ${line}\\): must contain \\{quote\\}`),
      ];
    },
  },
  {
    name: "a service missing from the catalogue",
    breakIt: (dir) => {
      editYaml(dir, "shared/services.yml", (doc) => doc.deleteIn(["categories", 0, "services", 1]));
      return [
        /Invalid content in content\/shared\/services\.yml:/,
        /categories\[0\] \(id "residential"\)\.services \(line \d+\): must list the 7 residential services of the catalogue, found 6/,
      ];
    },
  },
  {
    name: "a service without its text file",
    breakIt: (dir) => {
      fs.rmSync(path.join(dir, "services/residential/drywall-repair.fr.md"));
      return [
        /Invalid content in content\/services\/residential:/,
        /drywall-repair\.fr\.md is missing: every service needs its text in every language/,
      ];
    },
  },
  {
    name: "a photo shown twice in the gallery",
    breakIt: (dir) => {
      const src = yamlValue(dir, "gallery-photos.yml", [
        "en",
        "items",
        0,
        "photo",
        "src",
      ]) as string;
      editYaml(dir, "gallery-photos.yml", (doc) =>
        doc.setIn(["en", "items", 3, "photo", "src"], src),
      );
      return [
        /Invalid content in content\/gallery-photos\.yml:/,
        new RegExp(
          `en\\.items\\[3\\]\\.photo\\.src \\(line \\d+\\): ${esc(src)} is already in the gallery`,
        ),
      ];
    },
  },
  {
    name: "an unknown icon",
    breakIt: (dir) => {
      editYaml(dir, "shared/services.yml", (doc) =>
        doc.setIn(["categories", 0, "services", 0, "icon"], "paint-bucket-of-doom"),
      );
      const line = lineOf(dir, "shared/services.yml", /icon: paint-bucket-of-doom/);
      return [
        /Invalid content in content\/shared\/services\.yml:/,
        new RegExp(
          `categories\\[0\\] \\(id "residential"\\)\\.services\\[0\\] \\(id "interior-painting"\\)\\.icon \\(line ${line}\\): Invalid option`,
        ),
      ];
    },
  },
  {
    name: "a <script> in a service's Markdown",
    breakIt: (dir) => {
      appendToBody(dir, SERVICE, '<script>alert("hi")</script>');
      return [
        new RegExp(`Invalid content in content/${esc(SERVICE)}:`),
        /raw HTML is not allowed in Markdown \(body line \d+\): <script>/,
      ];
    },
  },
  {
    name: "a level-2 heading in a service's Markdown",
    breakIt: (dir) => {
      appendToBody(dir, SERVICE, "## Why us");
      return [
        new RegExp(`Invalid content in content/${esc(SERVICE)}:`),
        /a level-2 heading \("##"\) is not allowed here \(body line \d+\); use ### or lower/,
      ];
    },
  },
  {
    name: "an unknown placeholder on a legal page",
    breakIt: (dir) => {
      appendToBody(dir, "legal/refund-policy.fr.md", "Sous {{legal.refundDays}} jours.");
      return [
        /Invalid content in content\/legal\/refund-policy\.fr\.md:/,
        /unknown placeholder \{\{legal\.refundDays\}\}: \{\{legal\.…\}\} \(content\/shared\/constants\.yml\)/,
      ];
    },
  },
  {
    name: "a YAML syntax error",
    breakIt: (dir) => {
      const lines = readText(dir, "site.yml").split("\n");
      const at = lines.findIndex((line) => line.startsWith("  tagline:"));
      lines[at] = '  tagline: "an unclosed quote';
      writeText(dir, "site.yml", lines.join("\n"));
      return [/Invalid content in content\/site\.yml:/, new RegExp(`- line ${at + 1}: `)];
    },
  },
  {
    name: "a stock photo without its size",
    breakIt: (dir) => {
      editYaml(dir, "pages/home.yml", (doc) => doc.deleteIn(["en", "hero", "photo", "width"]));
      return [
        /Invalid content in content\/pages\/home\.yml:/,
        /en\.hero\.photo\.width \(line \d+\): is needed for a photo from a stock site/,
      ];
    },
  },
  {
    name: "a photo on a host the site does not allow",
    breakIt: (dir) => {
      const file = "services/residential/drywall-repair.en.md";
      editText(dir, file, /(heroPhoto:\n {2}src: ).*/, "$1https://example.com/wall.jpg");
      return [
        /Invalid content in content\/services\/residential\/drywall-repair\.en\.md:/,
        /heroPhoto\.src \(line \d+\): must be an uploaded photo \(\/photos\/…\) or an https URL on a host listed/,
      ];
    },
  },
  {
    name: "a French service file giving its photo another file",
    breakIt: (dir) => {
      const file = "services/residential/drywall-repair.fr.md";
      editText(dir, file, /heroPhoto:\n/, "heroPhoto:\n  src: /photos/other.jpg\n");
      return [
        /Invalid content in content\/services\/residential\/drywall-repair\.fr\.md:/,
        /heroPhoto\.src: "\/photos\/other\.jpg" differs from the English file's "https:\/\/images\.unsplash\.com\/photo-[0-9a-f-]+": this field is the same in every language, change it in content\/services\/residential\/drywall-repair\.en\.md/,
      ];
    },
  },
  {
    name: "a service description cut mid-word",
    breakIt: (dir) => {
      const file = "services/residential/interior-painting.fr.md";
      editText(
        dir,
        file,
        /^description: .*$/m,
        "description: Murs, plafonds, boiseries et portes peints avec des produits à faible teneur en COV et v",
      );
      return [
        /Invalid content in content\/services\/residential\/interior-painting\.fr\.md:/,
        /description \(line \d+\): must end a sentence \(with \. ! or \?\), not stop mid-word/,
      ];
    },
  },
  {
    name: "a shared field given another value in French",
    breakIt: (dir) => {
      editYaml(dir, "pages/about.yml", (doc) => doc.setIn(["fr", "photo", "height"], 900));
      return [
        /Invalid content in content\/pages\/about\.yml:/,
        /fr\.photo\.height: 900 differs from en's 1067: this field is the same in every language, change it under en/,
      ];
    },
  },
  {
    name: "a French list that lost an entry its English twin has",
    breakIt: (dir) => {
      editYaml(dir, "pages/home.yml", (doc) => doc.deleteIn(["fr", "whyChooseUs", "points", 1]));
      return [
        /Invalid content in content\/pages\/home\.yml:/,
        /fr\.whyChooseUs\.points: \d+ entries where en has \d+: the languages list the same entries, in the same order/,
      ];
    },
  },
  {
    name: "a French project leaving out its photos' words",
    breakIt: (dir) => {
      const french = "projects/glebe-main-floor-and-stairwell.fr.md";
      editText(dir, french, /^photos:\n(?: {2}- alt: .*\n)+/m, "");
      return [
        /Invalid content in content\/projects\/glebe-main-floor-and-stairwell\.fr\.md:/,
        /photos: no entries here, where the English file has 1: each needs its words in this language too/,
      ];
    },
  },
  {
    name: "a language missing from a bilingual file",
    breakIt: (dir) => {
      editYaml(dir, "pages/gallery.yml", (doc) => doc.deleteIn(["fr"]));
      return [/Invalid content in content\/pages\/gallery\.yml:/, /fr \(line \d+\): Invalid input/];
    },
  },
  {
    name: "a Quebec service area without the RBQ licence",
    breakIt: (dir) => {
      editYaml(dir, "shared/business.yml", (doc) => {
        doc.deleteIn(["rbqLicence"]);
        const areas = doc.get("areaServed") as { items: unknown[] };
        const hasGatineau = (doc.toJS().areaServed as { name: string }[]).some(
          (area) => area.name === "Gatineau",
        );
        if (!hasGatineau) areas.items.push(doc.createNode({ name: "Gatineau", province: "QC" }));
      });
      return [
        /Invalid content in content\/shared\/business\.yml:/,
        /rbqLicence( \(line \d+\))?: is required: "Gatineau" is in Quebec/,
      ];
    },
  },
  {
    name: "a FAQ answer (Markdown held in YAML) linking to a page that does not exist",
    breakIt: (dir) => {
      const file = "questions/general.yml";
      editYaml(dir, file, (doc) =>
        doc.setIn(["fr", "items", 1, "answer"], "Voyez [nos tarifs](/fr/tarifs/)."),
      );
      return [
        new RegExp(
          `content/questions/general\\.yml:\n {2}- fr\\.items\\[1\\]\\.answer \\(line ${lineOf(dir, file, /nos tarifs/)}\\): the link to /fr/tarifs/ leads to no page of the site`,
        ),
      ];
    },
  },
];

describe("broken content is refused with a message naming file, entry and field", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  it("loads the unbroken copy (so each failure below comes from its one edit)", () => {
    expect(() => loadContent(dir)).not.toThrow();
  });

  it("names every bad file of the content in one failed run", () => {
    const patterns = [cases[0]!, cases[1]!].flatMap(({ breakIt }) => breakIt(dir));
    const project = "projects/glebe-main-floor-and-stairwell.fr.md";
    editText(dir, project, /^title: .*$/m, 'title: ""');
    const error = loadError(dir);
    expect(error.message).toMatch(/^Invalid content in 3 files/);
    for (const pattern of patterns) expect(error.message).toMatch(pattern);
    expect(error.message).toMatch(
      /content\/projects\/glebe-main-floor-and-stairwell\.fr\.md:\n {2}- title \(line 2\): must not be empty/,
    );
  });

  it("names a text's link to no page, two bad projects and an offer without conditions at once", () => {
    const story = "projects/glebe-main-floor-and-stairwell.en.md";
    appendToBody(
      dir,
      story,
      "See our [kitchen cabinets](/services/residential/kitchen-cabinets/).",
    );
    const french = "projects/orleans-siding-and-trim.fr.md";
    editText(dir, french, /^summary: .*$/m, "summary: Trop court.");
    editYaml(dir, "notices/winter-interiors.yml", (doc) => {
      doc.setIn(["en", "message"], "Interior painting from $49 a room, this winter only.");
      doc.deleteIn(["en", "conditions"]);
    });
    const error = loadError(dir);
    expect(error.message).toMatch(/^Invalid content in 3 files/);
    expect(error.message).toMatch(
      /content\/projects\/glebe-main-floor-and-stairwell\.en\.md:\n {2}- text \(line \d+\): the link to \/services\/residential\/kitchen-cabinets\/ leads to no page of the site/,
    );
    expect(error.message).toMatch(
      /content\/projects\/orleans-siding-and-trim\.fr\.md:\n {2}- summary \(line \d+\): must be at least 70 characters/,
    );
    expect(error.message).toMatch(
      /content\/notices\/winter-interiors\.yml:\n {2}- en\.conditions: the notice states an offer \(a price\)/,
    );
  });

  it("says each problem once: a rate file's shared figure under English, a file's problems under its name", () => {
    const rates = "price-ranges/interior-painting.yml";
    editYaml(dir, rates, (doc) => doc.setIn(["en", "minimum"], -5));
    const guide = "guides/condo-hallway-finishes-and-scheduling.en.md";
    editText(dir, guide, /^published: .*$/m, "published: 2026-13-10");
    const error = loadError(dir);
    expect(error.message).toMatch(/^Invalid content in 2 files/);
    expect(error.message).toMatch(
      /content\/price-ranges\/interior-painting\.yml:\n {2}- en\.minimum \(line \d+\): must be at least 0\.01/,
    );
    // French has no figure of its own: the copied one is not refused a second time.
    expect(error.message).not.toMatch(/fr\.minimum/);
    // The guide's date fails its schema, and the rule comparing its dates says why: one file.
    expect(error.message.match(/Invalid content in content\/guides\//g)).toHaveLength(1);
    expect(error.message).toMatch(
      /condo-hallway-finishes-and-scheduling\.en\.md:\n {2}- published \(line \d+\): must be a day written YYYY-MM-DD\n {2}- updated: /,
    );
  });

  it.each(cases)("$name", ({ breakIt }) => {
    const patterns = breakIt(dir);
    const error = loadError(dir);
    expect(error.name).toBe("ContentError");
    for (const pattern of patterns) expect(error.message).toMatch(pattern);
  });
});
