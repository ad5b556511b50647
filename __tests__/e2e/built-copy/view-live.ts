import { builtCopy } from "../support/built-copy";
import { fillNewArea, openEntry, publish, published } from "../support/decap";
import { expect, test } from "../support/fixtures";

/*
 * The CMS's local mode (each save published at once, decap-server's file mode over the copy):
 * "View Live" is there as soon as a new entry is saved, and an entry opened from another by its
 * address opens with its own, never "Failed to load preview" (issue 56). Form steps, on the
 * forms' copy and its one Decap (they had a copy, a decap-server and a Decap of their own): the
 * new area's save is taken back from the files, and they are the last form steps, so no step
 * after them sees it in Decap's list.
 */

const AREA = {
  name: "Carp",
  address: "carp",
  summary:
    "Farmhouses and country homes around Carp, painted between the fair and the first frost.",
  summaryFr:
    "Fermes et maisons de campagne autour de Carp, peintes entre la foire et le premier gel.",
  body: "Carp's older farmhouses need patient preparation before any paint goes on.",
  bodyFr: "Les vieilles fermes de Carp demandent une préparation patiente avant la peinture.",
};

builtCopy.form(
  "an entry opened from another by its address opens with its own View Live",
  async ({ copy }) => {
    test.setTimeout(120_000);
    const { page } = await copy.cms();
    const viewLive = page.getByRole("link", { name: "View Live" });
    await openEntry(page, "pages", "About page");
    await expect(viewLive).toHaveAttribute("href", /\/about\/$/, { timeout: 30_000 });
    // The address edited by hand to another entry, of another collection, then of the same one.
    await page.evaluate(() => (location.hash = "#/collections/residential/entries/drywall-repair"));
    await expect(viewLive).toHaveAttribute("href", /\/services\/residential\/drywall-repair\/$/, {
      timeout: 30_000,
    });
    await page.evaluate(() => (location.hash = "#/collections/pages/entries/contact"));
    await expect(viewLive).toHaveAttribute("href", /\/contact\/$/, { timeout: 30_000 });
    await expect(page.getByText(/Failed to load preview/)).toHaveCount(0);
  },
);

builtCopy.form(
  "a new entry shows View Live once saved, with what its save said",
  async ({ copy }) => {
    test.setTimeout(120_000);
    const { page } = await copy.cms();
    const viewLive = page.getByRole("link", { name: "View Live" });
    try {
      await fillNewArea(page, AREA);
      await expect(viewLive).toHaveCount(0);
      await publish(page);
      await published(page);
      await expect(page).toHaveURL(new RegExp(`#/collections/areas/entries/${AREA.address}$`));
      await expect(viewLive).toHaveAttribute("href", new RegExp(`/areas/${AREA.address}/$`), {
        timeout: 30_000,
      });
      // The area waits for local work: its save said so, and that stays in view.
      await expect(page.getByRole("status").filter({ hasText: AREA.name })).toBeVisible();
      await expect(page.getByText(/Failed to load preview/)).toHaveCount(0);
    } finally {
      // The save taken back: the copy's files as they were.
      await copy.git("checkout", "--quiet", "--", "content");
      await copy.git("clean", "-fdq", "--", "content");
    }
  },
);
