import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { expect } from "./fixtures";

/** The French pane's words for the form's labels (content/shared/admin.yml, cms.french). */
const FRENCH_LABELS = (
  parse(readFileSync(path.join(__dirname, "../../../content/shared/admin.yml"), "utf8")) as {
    cms: { french: { labels: Record<string, string> } };
  }
).cms.french.labels;

/**
 * A field's label as the French pane shows it (public/admin/cms-french.mjs): its French
 * words, or its own when they are the same in both languages.
 */
export const inFrench = (label: string): string => FRENCH_LABELS[label] ?? label;

/** The French pane's field whose English label is `label` (the whole label; optional or not). */
export const frenchField = (page: Page, label: string) =>
  page
    .getByLabel(new RegExp(`^${inFrench(label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(|$)`))
    .last();

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * decap-server over `dir`, answering on loopback: in its file mode (the CMS's local mode), or
 * in its Git mode, where the editorial workflow makes a branch per entry and publishing merges it.
 */
export async function startDecapServer(
  dir: string,
  mode: "fs" | "git" = "fs",
): Promise<{ server: ChildProcess; url: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "127.0.0.1",
      MODE: mode,
      GIT_REPO_DIRECTORY: dir,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/api/v1`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) return { server, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`decap-server did not answer at ${url}`);
}

/** Opens /admin/ (of `origin`, the baseURL by default) with its local backend at `api`. */
export async function openCms(page: Page, api: string, origin = "") {
  // Same config as deployed, but the local backend is this test's decap-server.
  await page.route("**/admin/config.yml", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /^local_backend: true$/m,
      `local_backend:\n  url: ${api}`,
    );
    await route.fulfill({ response, body });
  });
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Opens an entry the way an editor does, from its collection's list. */
export async function openEntry(page: Page, collection: string, label: string, origin = "") {
  const entry = page.getByRole("link", { name: label, exact: true });
  await expect(async () => {
    await page.goto(`${origin}/admin/#/collections/${collection}`);
    await expect(entry).toBeVisible({ timeout: 20_000 });
    await entry.click();
    // On a busy machine a click on a card once opened nothing: the list stayed, the card in
    // view (seen after the 17 services' saves). So the list is opened again and the card
    // clicked again until the entry's address is reached.
    await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/`), {
      timeout: 5_000,
    });
  }).toPass({ timeout: 90_000 });
}

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now", { exact: true }).click();
}

/** Waits until Decap's toolbar says the changes are saved and published. */
export async function published(page: Page) {
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
}

/** A new service area's words, both languages, as the team types them. */
export type NewArea = {
  name: string;
  address: string;
  summary: string;
  summaryFr: string;
  body: string;
  bodyFr: string;
};

/** Opens a new Service area entry and fills it in both panes, in Ottawa, Ontario; not saved. */
export async function fillNewArea(page: Page, area: NewArea) {
  await page.goto("/admin/#/collections/areas");
  await page.getByRole("link", { name: "Create entry of type Service area" }).click();
  const fields: [string, string, string][] = [
    ["Name (the page's heading)", area.name, area.name],
    [
      "Page address in this language (lower-case words joined by hyphens)",
      area.address,
      area.address,
    ],
    ["Summary (the areas page and search results; a whole sentence)", area.summary, area.summaryFr],
  ];
  await expect(page.getByLabel(fields[0]![0], { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  for (const [label, english, french] of fields) {
    await page.getByLabel(label, { exact: true }).first().fill(english);
    await frenchField(page, label).fill(french);
  }
  for (const [label, value] of [
    ["Province", "ON"],
    ["City", "Ottawa"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).first().focus();
    await page.keyboard.type(value);
    await page.getByRole("option", { name: value, exact: true }).click();
  }
  const body = page.locator('[data-slate-editor="true"]');
  for (const [index, text] of [area.body, area.bodyFr].entries()) {
    await body.nth(index).click();
    await page.keyboard.insertText(text);
  }
}
