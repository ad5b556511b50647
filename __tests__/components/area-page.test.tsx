import { editText, readText, scratchEach, writeText } from "@/__tests__/support/scratch-content";
import { REAL, realBusiness } from "@/__tests__/support/real-content";
import type * as AreaPageModule from "@/components/pages/area-page";
import type * as AreasPageModule from "@/components/pages/areas-page";
import { screen, within } from "@testing-library/react";
import type * as Rtl from "@testing-library/react/pure";

/*
 * An area in Quebec says what Quebec requires. No Quebec area has local work yet, so a scratch
 * copy moves Kanata to Gatineau; the page is rendered with the loader, React and Testing
 * Library of that copy's own module registry.
 */
function renderArea(dir: string, areaId: string | null, locale: "en" | "fr") {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    jest.isolateModules(() => {
      // "pure": no cleanup hooks registered from inside a test.
      const { render } = jest.requireActual<typeof Rtl>("@testing-library/react/pure");
      document.body.innerHTML = "";
      if (areaId === null) {
        const { AreasPage } = jest.requireActual<typeof AreasPageModule>(
          "@/components/pages/areas-page",
        );
        render(<AreasPage locale={locale} />);
        return;
      }
      const { AreaPage } = jest.requireActual<typeof AreaPageModule>(
        "@/components/pages/area-page",
      );
      render(<AreaPage areaId={areaId} locale={locale} />);
    });
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

describe("an area page", () => {
  let dir: string;
  scratchEach((copy) => (dir = copy));

  it("in Quebec, names the RBQ licence and the French contract; in Ontario, neither", () => {
    realBusiness(dir);
    const file = "areas/kanata.en.md";
    writeText(
      dir,
      file,
      readText(dir, file)
        .replace("province: ON", "province: QC")
        .replace("city: Ottawa", "city: Gatineau"),
    );
    renderArea(dir, "kanata", "fr");
    const section = screen.getByRole("region", { name: "Nos travaux au Québec" });
    expect(section).toHaveTextContent("Régie du bâtiment du Québec (RBQ)");
    expect(section).toHaveTextContent(`La nôtre porte le numéro ${REAL.licence}`);
    expect(section).toHaveTextContent("Charte de la langue française");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Kanata");

    renderArea(dir, "orleans", "en");
    expect(screen.queryByRole("region", { name: "Working in Quebec" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Orléans");
  });

  it("in Quebec, gives no licence number while the licence is an example", () => {
    const file = "areas/kanata.en.md";
    editText(dir, file, "province: ON", "province: QC");
    renderArea(dir, "kanata", "en");
    const section = screen.getByRole("region", { name: "Working in Quebec" });
    expect(section).toHaveTextContent("Régie du bâtiment du Québec (RBQ)");
    expect(section).not.toHaveTextContent(/\d{4}-\d{4}-\d{2}|Ours is/);
  });

  it("shows example projects and testimonials as examples, never as work or clients here", () => {
    for (const [locale, projects, testimonials, note] of [
      ["en", "Example projects", "Testimonials", /not as jobs done here/],
      ["fr", "Exemples de projets", "Témoignages", /et non comme des chantiers réalisés/],
    ] as const) {
      renderArea(dir, "glebe", locale);
      const examples = screen.getByRole("region", { name: projects });
      expect(within(examples).getByRole("note")).toHaveTextContent(note);
      expect(
        within(examples).getByText(locale === "en" ? "Example project" : "Projet fictif"),
      ).toBeVisible();
      expect(screen.getByRole("region", { name: testimonials })).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(
        /Our work here|What clients here said|Services we did here|Nos travaux dans le secteur|Ce que des clients du secteur ont dit|Services réalisés dans le secteur/,
      );
    }
  });

  it("counts real jobs only, in the right number, and says when an area's work is an example", () => {
    // The Glebe's project becomes a real job; the other areas keep their examples.
    const file = "projects/glebe-main-floor-and-stairwell.en.md";
    editText(dir, file, /^standIn: true\n/m, "");
    renderArea(dir, null, "fr");
    const card = (name: string) => screen.getByRole("link", { name }).closest("article")!;
    expect(card("Le Glebe")).toHaveTextContent("1 chantier terminé dans le secteur");
    expect(card("Kanata")).toHaveTextContent("Travaux présentés à titre d’exemple");
    expect(card("Kanata")).not.toHaveTextContent(/chantiers? terminés?/);
    renderArea(dir, null, "en");
    expect(card("The Glebe")).toHaveTextContent("1 finished job here");
    expect(card("Kanata")).toHaveTextContent("Work shown as an example");
    renderArea(dir, "glebe", "en");
    expect(screen.getByRole("region", { name: "Our work here" })).toBeInTheDocument();
    expect(screen.queryByText("Example project")).toBeNull();
  });
});
