import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { entryProblems, PAGE_SOURCES, type PageSources, sitePaths } from "@/lib/cms/entry-check";

/*
 * The CMS's check before a save (public/admin/cms-forms.mjs) is the build's own: each
 * language's data through the content schemas and the notices' rules, and the same modules
 * as the browser loads them (scripts/cms/cms-check-modules.mjs).
 */

const root = path.join(__dirname, "..", "..");
const config = parse(readFileSync(path.join(root, "public/admin/config.yml"), "utf8"));
const read = (file: string) => parse(readFileSync(path.join(root, "content", file), "utf8"));

/** What the form reads from the content when saving a project (cms-forms.mjs). */
const projectChoices: Record<string, string[]> = {
  "projects.area": read("shared/business.yml").areaServed.map(
    (place: { name: string }) => place.name,
  ),
  "projects.serviceArea": readdirSync(path.join(root, "content", "areas"))
    .filter((file) => file.endsWith(".en.md"))
    .map((file) => file.replace(/\.en\.md$/, "")),
  "projects.testimonial": read("testimonial-quotes.yml").en.items.map(
    (item: { id: string }) => item.id,
  ),
};

/** A Markdown file's front matter. */
const front = (file: string) =>
  parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, "content", file), "utf8"))![1]!);

/** A folder's entries as Decap's query gives them: English data, French beside it. */
const hits = (folder: string) =>
  readdirSync(path.join(root, "content", folder))
    .filter((file) => file.endsWith(".en.md"))
    .map((file) => {
      const slug = file.replace(/\.en\.md$/, "");
      return {
        slug,
        data: front(`${folder}/${slug}.en.md`),
        i18n: { fr: { data: front(`${folder}/${slug}.fr.md`) } },
      };
    });
/** What the form reads from the content when saving, for the site's pages (cms-forms.mjs). */
const pageSources = (): PageSources => ({
  projects: hits("projects"),
  guides: hits("guides"),
  areas: hits("areas"),
  testimonials: [{ slug: "testimonials", data: { items: read("shared/testimonial-ratings.yml") } }],
});
const routeFiles = { routes: read("shared/routes.yml"), services: read("shared/services.yml") };

const notice = () => read("notices/winter-interiors.yml");
/** An offer: a price in the message. */
const offer = () => {
  const data = notice();
  data.en.message = "Interior painting from $49 a room this winter, booked by January 31.";
  data.fr.message =
    "Peinture intérieure à partir de 49 $ la pièce cet hiver, réservée d’ici le 31 janvier.";
  data.en.lastDay ??= "2027-02-28";
  delete data.en.conditions;
  delete data.fr.conditions;
  return data;
};

describe("the CMS's check before a save", () => {
  it("takes the content as it is", () => {
    expect(entryProblems(config, "notices", undefined, notice())).toEqual([]);
    expect(entryProblems(config, "pages", "home", read("pages/home.yml"))).toEqual([]);
  });

  it("refuses an offer without its conditions, in each language, and takes it with them", () => {
    expect(entryProblems(config, "notices", undefined, offer())).toEqual([
      expect.stringMatching(
        /^EN: Conditions of the offer \(.*\): the notice states an offer \(a price\)/,
      ),
      expect.stringMatching(
        /^FR: Conditions of the offer \(.*\): the notice states an offer \(a price\)/,
      ),
    ]);
    const withConditions = offer();
    withConditions.en.conditions = "Rooms up to 12 by 12 feet, walls only, two coats.";
    withConditions.fr.conditions = "Pièces jusqu’à 12 pi sur 12 pi, murs seulement, deux couches.";
    expect(entryProblems(config, "notices", undefined, withConditions)).toEqual([]);
  });

  it("refuses a last day before the first", () => {
    const data = notice();
    data.en.lastDay = "2020-01-01";
    expect(entryProblems(config, "notices", undefined, data)).toEqual([
      expect.stringMatching(
        /^Last day \(Ottawa time; required for an offer\): 2020-01-01 is before the first day/,
      ),
    ]);
  });

  it("refuses a figure entered once in English once, not again for French", () => {
    const rates = read("price-ranges/interior-painting.yml");
    rates.en.minimum = -5;
    expect(entryProblems(config, "price_ranges", "interior-painting", rates)).toEqual([
      expect.stringMatching(/^EN: Minimum job charge .*: must be at least 0\.01/),
    ]);
  });

  it("names the language and the field a French list or photo text misses", () => {
    const home = read("pages/home.yml");
    home.fr.process.steps.pop();
    home.fr.teamStrip.photos[1].alt = "";
    expect(entryProblems(config, "pages", "home", home)).toEqual([
      "FR: Process › Steps (exactly 4): 3 in French, 4 in English",
      "FR: Team photos › Photos › 2 › What the photo shows (alt text) is required",
      expect.stringMatching(/^FR: Process › Steps \(exactly 4\): Too small/),
    ]);
  });

  it("refuses a French list of questions of another length, in the form's words", () => {
    const questions = read("questions/general.yml");
    questions.fr.items.splice(2, 1);
    expect(entryProblems(config, "questions", "general", questions)).toEqual([
      "FR: Questions: 9 in French, 10 in English",
    ]);
    // As the form opens it: the French list follows the English one, a blank question at the
    // end, still missing, and said so once rather than as two empty fields.
    questions.fr.items.push({ question: "", answer: "" });
    expect(entryProblems(config, "questions", "general", questions)).toEqual([
      "FR: Questions: 9 in French, 10 in English",
    ]);
    // A question half written is asked for its missing field.
    questions.fr.items[9] = { question: "Une dixième question ?", answer: "" };
    expect(entryProblems(config, "questions", "general", questions)).toEqual([
      expect.stringMatching(/^FR: Questions › 10 › Answer .* is required$/),
    ]);
  });

  it("takes the areas, members and testimonials the content has now, not a list in the form", () => {
    const front = (file: string) =>
      parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, "content", file), "utf8"))![1]!,
      );
    const name = "projects/glebe-main-floor-and-stairwell";
    const data = {
      en: { ...front(`${name}.en.md`), serviceArea: "stittsville", body: "The story." },
      fr: { ...front(`${name}.fr.md`), body: "L’histoire." },
    };
    // The form lists no area: an area created a minute ago is a choice as soon as it exists.
    expect(JSON.stringify(config)).not.toMatch(/glebe|westboro|estimator/i);
    expect(entryProblems(config, "projects", undefined, data, projectChoices)).toEqual([
      // Entered once, in English: refused there, not again for French.
      expect.stringMatching(/^EN: Service area \(its page lists this project\): must be one of/),
    ]);
    const withArea = {
      ...projectChoices,
      "projects.serviceArea": [...projectChoices["projects.serviceArea"]!, "stittsville"],
    };
    expect(entryProblems(config, "projects", undefined, data, withArea)).toEqual([]);

    const guide = "guides/what-a-painting-quote-covers";
    const article = {
      en: { ...front(`${guide}.en.md`), author: "new-painter", body: "Text." },
      fr: { ...front(`${guide}.fr.md`), body: "Texte." },
    };
    expect(
      entryProblems(config, "guides", undefined, article, { "guides.author": ["estimator"] }),
    ).toEqual([expect.stringMatching(/^EN: Author \(a member of the team\): must be one of/)]);
    expect(
      entryProblems(config, "guides", undefined, article, {
        "guides.author": ["estimator", "new-painter"],
      }),
    ).toEqual([]);
  });

  it("refuses a French list of photo texts that would drop a photo, by name", () => {
    const front = (file: string) =>
      parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, "content", file), "utf8"))![1]!,
      );
    const name = "projects/glebe-main-floor-and-stairwell";
    const data = {
      en: { ...front(`${name}.en.md`), body: "The story." },
      fr: { ...front(`${name}.fr.md`), body: "L’histoire." },
    };
    expect(entryProblems(config, "projects", undefined, data, projectChoices)).toEqual([]);
    // What the CMS writes in French: each item's words only, in the English items' order.
    expect(data.fr.photos).toEqual([{ alt: expect.any(String) }]);
    const second = { ...data.en.photos[0], src: "/photos/second.jpg", alt: "A second photo" };
    data.en.photos.push(second);
    expect(entryProblems(config, "projects", undefined, data, projectChoices)).toEqual([
      "FR: More photos: 1 in French, 2 in English",
    ]);
    // An item that names its photo must name the English item's at its place.
    data.fr.photos = [{ src: second.src, alt: "Une deuxième photo" }, { alt: "Une photo" }];
    expect(entryProblems(config, "projects", undefined, data, projectChoices)).toEqual([
      expect.stringMatching(
        /^FR: More photos › 1 › Photo: "\/photos\/second.jpg" differs from EN's/,
      ),
    ]);
    delete data.fr.photos;
    expect(entryProblems(config, "projects", undefined, data, projectChoices)).toEqual([
      expect.stringMatching(/^FR: More photos: no entries here, where EN has 2/),
    ]);
  });

  it("takes a service without a second photo, and refuses a second photo without its file", () => {
    const front = (file: string) =>
      parse(
        /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, "content", file), "utf8"))![1]!,
      );
    const data = {
      en: { ...front("services/residential/drywall-repair.en.md"), body: "" },
      fr: { ...front("services/residential/drywall-repair.fr.md"), body: "" },
    };
    expect(data.en.detailPhoto).toBeUndefined();
    expect(entryProblems(config, "residential", "drywall-repair", data)).toEqual([]);
    data.en.detailPhoto = { alt: "A wall" };
    expect(entryProblems(config, "residential", "drywall-repair", data)).toContain(
      "EN: Second photo (under the description) › Photo is required",
    );
  });

  it("runs in the browser's modules as written for the CMS", () => {
    const vendor = mkdtempSync(path.join(tmpdir(), "cms-check-"));
    try {
      const script = `
        import { writeCheckModules, CHECK_MODULE } from ${JSON.stringify(path.join(root, "scripts/cms/cms-check-modules.mjs"))};
        writeCheckModules(${JSON.stringify(vendor)});
        const { entryProblems } = await import(${JSON.stringify(vendor)} + "/" + CHECK_MODULE);
        // On standard input: the form is larger than one command-line argument may be.
        let text = "";
        for await (const chunk of process.stdin) text += chunk;
        const input = JSON.parse(text);
        console.log(JSON.stringify(entryProblems(input.config, "notices", undefined, input.data)));
      `;
      const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
        encoding: "utf8",
        input: JSON.stringify({ config, data: offer() }),
      });
      expect(result.stderr).toBe("");
      expect(JSON.parse(result.stdout)).toEqual(
        entryProblems(config, "notices", undefined, offer()),
      );
    } finally {
      rmSync(vendor, { recursive: true, force: true });
    }
  });

  describe("links to the site's pages, as the build's route table has them", () => {
    const pages = sitePaths(routeFiles, pageSources())!;
    const team = { "guides.author": read("team.yml").en.members.map((m: { id: string }) => m.id) };
    const guide = "guides/what-a-painting-quote-covers";
    const article = () => ({
      en: { ...front(`${guide}.en.md`), body: "See [the prices](/price-ranges/#interior)." },
      fr: { ...front(`${guide}.fr.md`), body: "Voir [les prix](/fr/fourchettes-de-prix/)." },
    });

    it("reads the entries with a page from collections of the form, by fields they have", () => {
      for (const source of Object.values(PAGE_SOURCES)) {
        const collection = config.collections.find(
          (each: { name: string }) => each.name === source.collection,
        );
        const fields =
          "file" in source
            ? collection?.files.find((file: { name: string }) => file.name === source.file)?.fields
            : collection?.fields;
        const names = (fields ?? []).map((field: { name: string }) => field.name);
        expect(names).toContain(source.search[0]!.split(".")[0]);
      }
    });

    it("takes links to pages the site has, in either language", () => {
      expect(pages).toEqual(expect.arrayContaining(["/contact/", "/fr/secteurs/le-glebe/"]));
      expect(entryProblems(config, "guides", undefined, article(), team, pages)).toEqual([]);
      expect(
        entryProblems(config, "questions", "general", read("questions/general.yml"), {}, pages),
      ).toEqual([]);
    });

    it("refuses a link to a missing page in a Markdown body, naming the language and field", () => {
      const data = article();
      data.fr.body = "Voir [le guide](/fr/guides/nulle-part/) et ![une photo](/photos/x.jpg).";
      expect(entryProblems(config, "guides", undefined, data, team, pages)).toEqual([
        "FR: The guide: the link to /fr/guides/nulle-part/ leads to no page of the site: open the page you mean on the site and copy its address from the browser's address bar, e.g. /fr/contact/",
      ]);
    });

    it("refuses a link to a missing page in a Markdown field held in YAML (an answer)", () => {
      const faq = read("questions/general.yml");
      faq.en.items[1].answer =
        "Ask [us](/contact) or see `[code](/nowhere/)`.\n\n[ref]: /services/nope/";
      expect(entryProblems(config, "questions", "general", faq, {}, pages)).toEqual([
        expect.stringMatching(
          /^EN: Questions › 2 › Answer \(.*\): the link to \/contact leads to no page/,
        ),
        expect.stringMatching(
          /^EN: Questions › 2 › Answer \(.*\): the link to \/services\/nope\/ leads/,
        ),
      ]);
    });

    it("takes a link to a guide or an area created in the same session, once it has a page", () => {
      const data = article();
      data.en.body =
        "Read [the new guide](/guides/primer-basics/) and [Stittsville](/areas/stittsville/).";
      expect(entryProblems(config, "guides", undefined, data, team, pages)).toHaveLength(2);
      // The guide and the area just saved, as the CMS reads them back when saving.
      const saved = pageSources();
      saved.guides.push({
        slug: "primer-basics",
        data: { address: "primer-basics" },
        i18n: { fr: { data: { address: "bases-de-l-appret" } } },
      });
      saved.areas.push({
        slug: "stittsville",
        data: { address: "stittsville" },
        i18n: { fr: { data: { address: "stittsville" } } },
      });
      const withGuide = sitePaths(routeFiles, saved)!;
      // An area without local work has no page (the build leaves it out).
      expect(entryProblems(config, "guides", undefined, data, team, withGuide)).toEqual([
        expect.stringMatching(
          /^EN: The guide: the link to \/areas\/stittsville\/ leads to no page/,
        ),
      ]);
      // A project being saved that names the area gives it its page.
      const name = "projects/glebe-main-floor-and-stairwell";
      const project = {
        en: {
          ...front(`${name}.en.md`),
          serviceArea: "stittsville",
          body: "Near [Stittsville](/areas/stittsville/).",
        },
        fr: {
          ...front(`${name}.fr.md`),
          body: "Près de [Stittsville](/fr/secteurs/stittsville/).",
        },
      };
      const draft = {
        collection: "projects",
        slug: "glebe-main-floor-and-stairwell",
        data: project,
      };
      const withWork = sitePaths(routeFiles, saved, draft)!;
      expect(entryProblems(config, "guides", undefined, data, team, withWork)).toEqual([]);
      expect(withWork).toContain("/fr/secteurs/stittsville/");
    });
  });

  it("refuses a guide updated before it was first published, as the build does", () => {
    const guide = "guides/what-a-painting-quote-covers";
    const data = {
      en: {
        ...front(`${guide}.en.md`),
        published: "2026-03-01",
        updated: "2026-02-01",
        body: "Text.",
      },
      fr: { ...front(`${guide}.fr.md`), body: "Texte." },
    };
    const team = { "guides.author": [data.en.author] };
    expect(entryProblems(config, "guides", undefined, data, team)).toEqual([
      "Last updated (a real change of its content): 2026-02-01 is before its first publication (published: 2026-03-01)",
    ]);
    data.en.updated = "2026-03-01";
    expect(entryProblems(config, "guides", undefined, data, team)).toEqual([]);
  });

  it("takes an area that no project or testimonial names yet: the build leaves it out, with a warning", () => {
    const area = "areas/glebe";
    const data = {
      en: { ...front(`${area}.en.md`), address: "stittsville", body: "Our words." },
      fr: { ...front(`${area}.fr.md`), address: "stittsville", body: "Nos mots." },
    };
    expect(entryProblems(config, "areas", undefined, data)).toEqual([]);
  });
});
