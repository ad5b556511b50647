import {
  getAllServices,
  getAreas,
  getPages,
  getProjects,
  getProjectsUsing,
  getSite,
  getTestimonials,
  getUi,
  router,
} from "../../lib/content/load";
import { expect, testInSharedTab as test } from "./support/fixtures";
import { exportedHtmlFiles, readExported } from "./support/site";

/*
 * No page presents an example as real (docs/decisions/0014): every area page, and every page
 * that lists projects or testimonials, read in one tab navigated from page to page. And the
 * structured data of every exported page states no stand-in.
 */

const LOCALES = ["en", "fr"] as const;

/** What only real work or real clients may be called, in either language. */
const AS_REAL =
  /Our work here|What clients here said|Services we did here|finished jobs? here|Jobs where we did this work|Nos travaux dans le secteur|Ce que des clients du secteur ont dit|Services réalisés dans le secteur|chantiers? terminés? dans le secteur|Des chantiers où nous avons fait ce travail/;

for (const locale of LOCALES) {
  test(`${locale}: areas, project lists and testimonials show their examples as examples`, async ({
    page,
  }) => {
    const ui = getUi(locale);
    const examples = getProjects(locale).filter((project) => project.standIn);
    // Today's content: every project and testimonial is an example (the check has work to do).
    expect(examples.length).toBeGreaterThan(0);
    expect(getTestimonials(locale).every((testimonial) => testimonial.standIn)).toBe(true);
    const pages = [
      router.page("areas", locale),
      ...getAreas(locale).map((area) => area.href),
      router.page("projects", locale),
      ...getAllServices(locale)
        .filter((service) => getProjectsUsing(service.id, locale).length > 0)
        .map((service) => service.href),
      router.page("testimonials", locale),
      router.page("home", locale),
    ];
    const testimonialsNote = getPages(locale).testimonials.note;
    for (const path of pages) {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(main, path).not.toContainText(AS_REAL);
      // Each example project's card says so.
      for (const project of examples) {
        const card = main.locator("article", { has: page.locator(`a[href="${project.href}"]`) });
        for (const one of await card.all()) {
          await expect(one, `${path}: ${project.id}`).toContainText(ui.standIn.project);
        }
      }
      // Testimonials come with the note that they are written to illustrate.
      if ((await main.locator("blockquote").count()) > 0) {
        await expect(
          main.getByRole("note").filter({ hasText: testimonialsNote }),
          path,
        ).toHaveCount(1);
      }
      // The footer names the business facts still shown as examples.
      await expect(page.getByRole("contentinfo").getByRole("note"), path).toContainText(
        ui.standIn.facts.rbqLicence,
      );
      // The home page's counters are the business's own figures, examples until it gives them.
      if (path === router.page("home", locale)) {
        await expect(
          main.getByRole("region", { name: ui.counters.label }).getByRole("note"),
        ).toContainText(ui.standIn.facts.counters);
      }
    }
  });
}

test("no page's structured data states a stand-in", () => {
  const site = getSite("en");
  const values = [
    site.phones.office.e164,
    site.phones.whatsapp.e164,
    site.email,
    site.rbqLicence!,
    site.credentials.insurance!.insurer!,
    ...site.credentials.reviews!.map((profile) => profile.read),
    site.privacy.officerEmail,
    site.address.postalCode,
    ...getProjects("en").map((project) => project.pairs[0]!.after.file),
  ];
  expect(Object.values(site.standIn ?? {}).every(Boolean)).toBe(true);
  const found = exportedHtmlFiles()
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) =>
      [...readExported(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, body]) => body!)
        .flatMap((json) =>
          values.filter((value) => json.includes(value)).map((value) => `${file}: ${value}`),
        ),
    );
  expect(found).toEqual([]);
});
