import { type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import {
  fillNewArea,
  openCms,
  openEntry,
  publish,
  published,
  startDecapServer,
} from "./support/decap";
import { expect, test } from "./support/fixtures";

/*
 * The CMS's local mode (each save published at once, decap-server's file mode over a copy of
 * the content): "View Live" is there as soon as a new entry is saved, and an entry opened from
 * another by its address opens with its own, never "Failed to load preview" (issue 56).
 */

const root = path.join(__dirname, "..", "..");
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

test.describe.configure({ mode: "serial" });

let dir: string;
let decap: { server: ChildProcess; url: string };
let page: Page;

test.beforeAll(async ({ browser }) => {
  dir = mkdtempSync(path.join(tmpdir(), "cms-view-live-"));
  cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  decap = await startDecapServer(dir);
  page = await browser.newPage();
  // Leaving an entry with unsaved changes: Decap asks first, and the editor says yes.
  page.on("dialog", (dialog) => void dialog.accept());
  await openCms(page, decap.url);
});

test.afterAll(async () => {
  await page?.close();
  decap?.server.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const viewLive = () => page.getByRole("link", { name: "View Live" });
const failed = () => page.getByText(/Failed to load preview/);

test("an entry opened from another by its address opens with its own View Live", async () => {
  test.setTimeout(120_000);
  await openEntry(page, "pages", "About page");
  await expect(viewLive()).toHaveAttribute("href", /\/about\/$/, { timeout: 30_000 });
  // The address edited by hand to another entry, of another collection, then of the same one.
  await page.evaluate(() => (location.hash = "#/collections/residential/entries/drywall-repair"));
  await expect(viewLive()).toHaveAttribute("href", /\/services\/residential\/drywall-repair\/$/, {
    timeout: 30_000,
  });
  await page.evaluate(() => (location.hash = "#/collections/pages/entries/contact"));
  await expect(viewLive()).toHaveAttribute("href", /\/contact\/$/, { timeout: 30_000 });
  await expect(failed()).toHaveCount(0);
});

test("a new entry shows View Live once saved, with what its save said", async () => {
  test.setTimeout(120_000);
  await fillNewArea(page, AREA);
  await expect(viewLive()).toHaveCount(0);
  await publish(page);
  await published(page);
  await expect(page).toHaveURL(new RegExp(`#/collections/areas/entries/${AREA.address}$`));
  await expect(viewLive()).toHaveAttribute("href", new RegExp(`/areas/${AREA.address}/$`), {
    timeout: 30_000,
  });
  // The area waits for local work: its save said so, and that stays in view.
  await expect(page.getByRole("status").filter({ hasText: AREA.name })).toBeVisible();
  await expect(failed()).toHaveCount(0);
});
