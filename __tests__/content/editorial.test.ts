import { rmSync } from "node:fs";
import { getAreas, getGuides, getQuestions, router } from "@/lib/content";
import { atomFeed } from "@/lib/site/atom-feed";
import { readingMinutes } from "@/lib/content/guides";
import { loadContent as load } from "@/lib/content/load";
import { feedPath } from "@/lib/site/feed-link";
import { areaJsonLd, faqJsonLd, guideJsonLd } from "@/lib/site/structured-data";
import {
  editText,
  loadContent,
  loadError,
  readText,
  scratchEach,
  writeText,
} from "@/__tests__/support/scratch-content";

describe("guides (content/guides/)", () => {
  it("lists every guide newest first, in both languages, at its own address", () => {
    for (const locale of ["en", "fr"] as const) {
      const guides = getGuides(locale);
      expect(guides.length).toBeGreaterThanOrEqual(3);
      const days = guides.map((guide) => guide.published);
      expect(days).toEqual([...days].sort().reverse());
      for (const guide of guides) {
        expect(guide.href).toBe(router.entry("guides", guide.id, locale));
        expect(guide.href.startsWith(locale === "en" ? "/guides/" : "/fr/guides/")).toBe(true);
        expect(guide.services.length).toBeGreaterThan(0);
        expect(guide.html).toMatch(/<h2>/);
      }
    }
    // Dates and authors are the English file's; the words are each language's.
    const [en, fr] = [getGuides("en")[0]!, getGuides("fr")[0]!];
    expect(fr.published).toBe(en.published);
    expect(fr.author.id).toBe(en.author.id);
    expect(fr.title).not.toBe(en.title);
  });

  it("counts the reading time from the words, not from the links' addresses", () => {
    const words = (count: number) => Array.from({ length: count }, () => "paint").join(" ");
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(`${words(200)} [contact](/contact/) ## - *`)).toBe(2);
  });

  it("describes a guide as a BlogPosting with its dates, and no example author or stock photo", () => {
    const guide = getGuides("fr")[0]!;
    const data = guideJsonLd(guide, "fr");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: guide.title,
      datePublished: guide.published,
      dateModified: guide.updated,
      inLanguage: "fr-CA",
    });
    // Both are stand-ins today (docs/decisions/0014): the business is the author, no image.
    expect(data.author).toEqual({ "@id": expect.stringMatching(/\/#business$/) });
    expect(data).not.toHaveProperty("image");
    // A real author and a real photo are stated.
    const real = guideJsonLd(
      {
        ...guide,
        author: { ...guide.author, standIn: false },
        photo: { ...guide.photo, standIn: false },
      },
      "fr",
    );
    expect(real).toMatchObject({
      author: { "@type": "Person", name: guide.author.name },
      image: { contentUrl: guide.photo.file, width: guide.photo.width },
    });
  });

  describe("in a scratch copy", () => {
    let dir: string;
    scratchEach((copy) => (dir = copy));

    it("refuses a French file that changes a date, and a guide with no French file", () => {
      const [first, second] = getGuides("en").map((guide) => guide.id);
      const fr = `guides/${first}.fr.md`;
      editText(dir, fr, /^---\n/, "---\npublished: 1999-01-01\n");
      rmSync(`${dir}/guides/${second}.fr.md`);
      const message = loadError(dir).message;
      expect(message).toContain(`content/guides/${first}.fr.md`);
      expect(message).toMatch(/published: "1999-01-01" differs from the English file's/);
      expect(message).toContain(`content/guides/${second}.fr.md:\n  - is missing`);
    });

    it("writes a guide published on the first of a month « 1er » in French", () => {
      const id = getGuides("en")[0]!.id;
      const en = `guides/${id}.en.md`;
      editText(dir, en, /^published: .*$/m, "published: 2026-11-01");
      const guide = (locale: "en" | "fr") =>
        loadContent(dir)
          .getGuides(locale)
          .find((item) => item.id === id)!;
      expect(guide("fr").publishedLabel).toBe("1er novembre 2026");
      expect(guide("en").publishedLabel).toBe("November 1, 2026");
    });

    it("refuses an author who is not in content/team.yml", () => {
      const id = getGuides("en")[0]!.id;
      const en = `guides/${id}.en.md`;
      editText(dir, en, /^author: .*$/m, "author: nobody");
      expect(loadError(dir).message).toMatch(
        new RegExp(
          `content/guides/${id}.en.md[\\s\\S]*author \\(line \\d+\\): must be one of the members`,
        ),
      );
    });
  });
});

describe("the Atom feeds", () => {
  it("holds each language's guides whole, newest first, as well-formed Atom", () => {
    for (const locale of ["en", "fr"] as const) {
      const xml = new DOMParser().parseFromString(atomFeed(locale), "application/xml");
      expect(xml.querySelector("parsererror")).toBeNull();
      const feed = xml.documentElement;
      expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
      expect(feed.getAttribute("xml:lang")).toBe(locale === "en" ? "en-CA" : "fr-CA");
      const self = [...feed.children].find(
        (el) => el.localName === "link" && el.getAttribute("rel") === "self",
      );
      expect(self?.getAttribute("href")).toMatch(new RegExp(`${feedPath(locale)}$`));
      const entries = [...feed.getElementsByTagName("entry")];
      const guides = getGuides(locale);
      expect(entries.map((entry) => entry.getElementsByTagName("title")[0]!.textContent)).toEqual(
        guides.map((guide) => guide.title),
      );
      const content = entries[0]!.getElementsByTagName("content")[0]!;
      expect(content.getAttribute("type")).toBe("html");
      // The whole article, as HTML text: every section of it.
      expect(content.textContent).toContain(guides[0]!.html);
      expect(entries[0]!.getElementsByTagName("published")[0]!.textContent).toMatch(
        new RegExp(`^${guides[0]!.published}T`),
      );
    }
  });
});

describe("service areas (content/areas/)", () => {
  it("gives the Glebe, Kanata and Orléans a page in each language with their project", () => {
    for (const locale of ["en", "fr"] as const) {
      const areas = getAreas(locale);
      for (const [id, project] of [
        ["glebe", "glebe-main-floor-and-stairwell"],
        ["kanata", "kanata-office-over-two-weekends"],
        ["orleans", "orleans-siding-and-trim"],
      ]) {
        const area = areas.find((item) => item.id === id);
        expect(area?.projects.map((item) => item.id)).toEqual([project]);
        expect(area!.services.length).toBeGreaterThan(0);
        expect(areaJsonLd(area!, locale).about.areaServed).toMatchObject({ name: area!.name });
      }
    }
    expect(router.entry("areas", "orleans", "fr")).toBe("/fr/secteurs/orleans/");
  });

  describe("in a scratch copy", () => {
    let dir: string;
    scratchEach((copy) => (dir = copy));

    it("keeps an area with no local work out of the site, naming it in a warning", () => {
      const area = getAreas("en").find((item) => item.projects.length === 0)!;
      const file = "shared/testimonial-ratings.yml";
      editText(dir, file, new RegExp(`\\n  serviceArea: ${area.id}\\n`), "\n");
      // The loader hands back what it left out (lib/content/load.ts); the build prints it.
      const { content: loaded, warnings } = load(dir);
      const content = loaded!;
      expect(warnings).toEqual([expect.stringContaining(`content/areas/${area.id}.en.md`)]);
      expect(warnings[0]).toContain(`the area "${area.name}" is not published yet`);
      for (const locale of ["en", "fr"] as const) {
        expect(content.getArea(area.id, locale)).toBeUndefined();
        expect(content.getAreas(locale).map((item) => item.id)).not.toContain(area.id);
        // No page to export: its address is not among the area pages' parameters.
        const params = router
          .entryParams("areas", locale)
          .find((p) => router.entryAt("areas", locale, p) === area.id);
        expect(content.router.entryParams("areas", locale)).not.toContainEqual(params);
        // No sitemap entry, alternate or link target: the router knows no such page.
        expect(content.router.find(router.entry("areas", area.id, locale))).toBeUndefined();
      }
      expect(content.router.entries().map((entry) => entry.id)).not.toContain(`areas/${area.id}`);
      // The other areas keep their pages.
      expect(content.getAreas("en")).toHaveLength(getAreas("en").length - 1);
    });

    it("gives a new area its page once a project names it, in either order of saving", () => {
      const area = "areas/stittsville";
      for (const locale of ["en", "fr"] as const) {
        writeText(
          dir,
          `${area}.${locale}.md`,
          readText(dir, `areas/kanata.${locale}.md`)
            .replace(/^address: .*$/m, "address: stittsville")
            .replace(/^name: .*$/m, "name: Stittsville"),
        );
      }
      // The area alone builds, without its page.
      const alone = load(dir);
      expect(alone.content?.getArea("stittsville", "en")).toBeUndefined();
      expect(alone.problems).toEqual([]);
      expect(alone.warnings).toEqual([expect.stringContaining(`content/${area}.en.md`)]);
      // Then a project names it: the area has its page, listing the project, in both languages.
      const project = "projects/kanata-office-over-two-weekends.en.md";
      editText(dir, project, "serviceArea: kanata", "serviceArea: stittsville");
      const content = loadContent(dir);
      for (const locale of ["en", "fr"] as const) {
        const page = content.getArea("stittsville", locale);
        expect(page?.projects.map((item) => item.id)).toEqual(["kanata-office-over-two-weekends"]);
        expect(content.router.find(page!.href)?.id).toBe("areas/stittsville");
      }
    });

    it("refuses a project or a testimonial that names an area with no file", () => {
      const project = "projects/kanata-office-over-two-weekends.en.md";
      editText(dir, project, "serviceArea: kanata", "serviceArea: stittsville");
      const ratings = "shared/testimonial-ratings.yml";
      editText(dir, ratings, "serviceArea: westboro", "serviceArea: stittsville");
      const message = loadError(dir).message;
      expect(message).toContain(`content/${project}`);
      expect(message).toMatch(/serviceArea \(line \d+\): must be one of the service areas/);
      expect(message).toContain(
        '(id "westboro-boutique-weekend").serviceArea: "stittsville" is not a service area',
      );
      // Kanata then has its testimonial only: still a page.
      expect(message).not.toContain("content/areas/kanata.en.md");
    });

    it("shows an area whose only local work is a testimonial", () => {
      const area = getAreas("en").find((item) => item.projects.length === 0)!;
      const content = loadContent(dir);
      expect(content.getArea(area.id, "fr")?.testimonials.length).toBeGreaterThan(0);
    });
  });
});

describe("questions (content/questions/)", () => {
  it("gives every service at least three questions in both languages, the same count", () => {
    for (const category of ["residential", "commercial"] as const) {
      for (const params of router.entryParams("services", "en")) {
        const serviceId = router.entryAt("services", "en", params)!;
        if (router.serviceCategory(serviceId) !== category) continue;
        const en = getQuestions(serviceId, "en");
        const fr = getQuestions(serviceId, "fr");
        expect(en.length).toBeGreaterThanOrEqual(3);
        expect(fr).toHaveLength(en.length);
      }
    }
    expect(getQuestions("general", "en").length).toBeGreaterThanOrEqual(3);
  });

  it("puts the questions it shows, and only those, in the FAQPage data", () => {
    const questions = getQuestions("drywall-repair", "fr");
    const data = faqJsonLd(questions, "fr");
    expect(data.mainEntity.map((item) => item.name)).toEqual(questions.map((q) => q.question));
    // Plain words for search engines: no Markdown marks, no HTML.
    for (const item of data.mainEntity) expect(item.acceptedAnswer.text).not.toMatch(/[<>[\]]/);
    // French typography kept: the answers' no-break spaces before « : » and « ; ».
    const answers = data.mainEntity.map((item) => item.acceptedAnswer.text).join("\n");
    expect(answers).toMatch(/\u00a0:/);
    expect(answers).not.toMatch(/ [:;]/);
  });

  describe("in a scratch copy", () => {
    let dir: string;
    scratchEach((copy) => (dir = copy));

    it("names a service without its questions, and a French half with one fewer", () => {
      rmSync(`${dir}/questions/parking-lot-line-painting.yml`);
      const file = "questions/drywall-repair.yml";
      const text = readText(dir, file);
      const fr = text.indexOf("\nfr:\n");
      const last = text.lastIndexOf("\n    - question:");
      expect(last).toBeGreaterThan(fr);
      writeText(dir, file, `${text.slice(0, last)}\n`);
      const message = loadError(dir).message;
      expect(message).toContain(
        "parking-lot-line-painting.yml is missing: every service shows at least three questions",
      );
      expect(message).toContain("content/questions/drywall-repair.yml");
      expect(message).toMatch(/Questions: \d+ in French, \d+ in English/);
      expect(message).not.toContain("fr.items");
    });
  });
});
