import {
  readText,
  removeScratch,
  scratchCopy,
  writeText,
} from "@/__tests__/support/scratch-content";
import type * as AreaPageModule from "@/components/pages/area-page";
import { screen } from "@testing-library/react";
import type * as Rtl from "@testing-library/react/pure";

/*
 * An area in Quebec says what Quebec requires. No Quebec area has local work yet, so a scratch
 * copy moves Kanata to Gatineau; the page is rendered with the loader, React and Testing
 * Library of that copy's own module registry.
 */
function renderArea(dir: string, areaId: string, locale: "en" | "fr") {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    jest.isolateModules(() => {
      // "pure": no cleanup hooks registered from inside a test.
      const { render } = jest.requireActual<typeof Rtl>("@testing-library/react/pure");
      const { AreaPage } = jest.requireActual<typeof AreaPageModule>(
        "@/components/pages/area-page",
      );
      document.body.innerHTML = "";
      render(<AreaPage areaId={areaId} locale={locale} />);
    });
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

describe("an area page", () => {
  let dir: string;
  beforeEach(() => {
    dir = scratchCopy();
  });
  afterEach(() => removeScratch(dir));

  it("in Quebec, names the RBQ licence and the French contract; in Ontario, neither", () => {
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
    expect(section).toHaveTextContent("0000-0000-00");
    expect(section).toHaveTextContent("Charte de la langue française");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Kanata");

    renderArea(dir, "orleans", "en");
    expect(screen.queryByRole("region", { name: "Working in Quebec" })).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Orléans");
  });
});
