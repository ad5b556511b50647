import { getProjects, getProjectsUsing, router } from "@/lib/content";
import {
  editText,
  loadContent,
  loadError,
  readText,
  removeScratch,
  scratchEach,
} from "@/__tests__/support/scratch-content";

const GLEBE = "projects/glebe-main-floor-and-stairwell";

describe("projects (content/projects/)", () => {
  it("ships three example projects in both languages, newest first, labelled as examples", () => {
    for (const locale of ["en", "fr"] as const) {
      const projects = getProjects(locale);
      expect(projects.map((project) => project.id)).toEqual([
        "glebe-main-floor-and-stairwell",
        "orleans-siding-and-trim",
        "kanata-office-over-two-weekends",
      ]);
      for (const project of projects) {
        expect(project.standIn).toBe(true);
        expect(project.pairs.length).toBeGreaterThan(0);
        expect(project.testimonial?.quote).toBeTruthy();
        expect(project.storyHtml).toMatch(/^<p>/);
      }
    }
    expect(getProjects("en")[0]!.month).toBe("October 2025");
    expect(getProjects("fr")[0]!.month).toBe("octobre 2025");
  });

  it("gives each project its own address in each language, from the route table", () => {
    expect(router.entry("projects", "orleans-siding-and-trim", "en")).toBe(
      "/projects/orleans-siding-and-trim/",
    );
    expect(router.entry("projects", "orleans-siding-and-trim", "fr")).toBe(
      "/fr/projets/revetement-et-moulures-a-orleans/",
    );
    expect(router.entryAt("projects", "fr", { project: "revetement-et-moulures-a-orleans" })).toBe(
      "orleans-siding-and-trim",
    );
    expect(
      router.entryAt("projects", "fr", { project: "orleans-siding-and-trim" }),
    ).toBeUndefined();
    expect(router.entries().map((entry) => entry.id)).toEqual(
      expect.arrayContaining(["projects", "projects/glebe-main-floor-and-stairwell"]),
    );
  });

  it("finds up to three projects that used a service, in the page's language", () => {
    expect(getProjectsUsing("interior-painting", "fr").map((project) => project.title)).toEqual([
      "Rez-de-chaussée et cage d’escalier d’une maison des années 1920 dans le Glebe",
    ]);
    expect(getProjectsUsing("parking-lot-line-painting", "en")).toEqual([]);
  });
});

describe("a project's facts, stated once in the English file", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  const frontMatter = (file: string) => readText(dir, file).split("\n---\n")[0]!;

  it("are given to the French page when its file leaves them out", () => {
    expect(frontMatter(`${GLEBE}.fr.md`)).not.toMatch(/^(date|services|area|consent):/m);
    const french = loadContent(dir).getProject("glebe-main-floor-and-stairwell", "fr")!;
    expect(french.month).toBe("octobre 2025");
    expect(french.area).toBe("Ottawa");
    expect(french.services.map((service) => service.id)).toEqual([
      "interior-painting",
      "drywall-repair",
      "stairs-railings-baseboards",
    ]);
    expect(french.testimonial?.id).toBe("glebe-main-floor-repaint");
  });

  it("may repeat the English value in the French file", () => {
    const file = `${GLEBE}.fr.md`;
    editText(dir, file, /\nduration:/, "\ndate: 2025-10\nduration:");
    expect(loadContent(dir).getProject("glebe-main-floor-and-stairwell", "fr")!.date).toBe(
      "2025-10",
    );
  });

  it("build without a testimonial that the CMS left empty (null or empty text)", () => {
    const en = `${GLEBE}.en.md`;
    const fr = `${GLEBE}.fr.md`;
    editText(dir, en, /\ntestimonial: .*\n/, "\ntestimonial: null\n");
    editText(dir, fr, /\nduration:/, '\ntestimonial: ""\nduration:');
    const content = loadContent(dir);
    for (const locale of ["en", "fr"] as const) {
      expect(content.getProject("glebe-main-floor-and-stairwell", locale)!.testimonial).toBe(
        undefined,
      );
    }
  });
});

describe("project files refused by the build", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  const edit = (file: string, from: string | RegExp, to: string) => editText(dir, file, from, to);

  it("without the client's agreement to publish the photos", () => {
    edit(`${GLEBE}.en.md`, "consent: true", "consent: false");
    const message = loadError(dir).message;
    expect(message).toMatch(
      /glebe-main-floor-and-stairwell\.en\.md[\s\S]*consent \(line \d+\): must be ticked: the client's written agreement/,
    );
    // Stated once, in English: the French file that leaves it out is not named for it.
    expect(message).not.toContain("glebe-main-floor-and-stairwell.fr.md");
  });

  it("with a service, a place or a testimonial that does not exist", () => {
    edit(`${GLEBE}.en.md`, "  - drywall-repair", "  - wallpaper-removal");
    edit(`${GLEBE}.en.md`, "area: Ottawa", "area: Toronto");
    const message = loadError(dir).message;
    expect(message).toContain(
      "services[1] (line 12): must be one of the services of content/shared/services.yml",
    );
    expect(message).toContain(
      "area (line 8): must be one of the places of content/shared/business.yml",
    );
  });

  it("when the French file states a fact that differs from the English file's", () => {
    edit(
      `${GLEBE}.fr.md`,
      /\nduration:/,
      "\ndate: 2025-09\nservices:\n  - drywall-repair\nduration:",
    );
    const message = loadError(dir).message;
    expect(message).toMatch(
      /glebe-main-floor-and-stairwell\.fr\.md[\s\S]*date: "2025-09" differs from the English file's "2025-10"/,
    );
    expect(message).toContain('services: ["drywall-repair"] differs from the English file\'s');
  });

  it("when one language is missing, or a stock photo has no size", () => {
    edit(
      `${GLEBE}.en.md`,
      /\n {6}width: 1600\n {6}height: 1067\n {6}alt: Room/,
      "\n      alt: Room",
    );
    expect(loadError(dir).message).toContain(
      "pairs[0].before.width (line 20): is needed for a photo from a stock site",
    );
    for (const locale of ["en", "fr"]) removeScratch(`${dir}/${GLEBE}.${locale}.md`);
    removeScratch(`${dir}/projects/orleans-siding-and-trim.fr.md`);
    expect(loadError(dir).message).toMatch(
      /orleans-siding-and-trim\.fr\.md[\s\S]*is missing: every project needs its story in every language/,
    );
  });

  it("builds with no project at all: the pages and their links go", () => {
    for (const name of [
      "glebe-main-floor-and-stairwell",
      "orleans-siding-and-trim",
      "kanata-office-over-two-weekends",
    ]) {
      for (const locale of ["en", "fr"]) removeScratch(`${dir}/projects/${name}.${locale}.md`);
    }
    const content = loadContent(dir);
    expect(content.getProjects("en")).toEqual([]);
    expect(content.router.has("projects")).toBe(false);
    expect(content.router.entries().some((entry) => entry.id.startsWith("projects"))).toBe(false);
  });
});
