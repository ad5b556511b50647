import { type Page } from "@playwright/test";

/** Holds every JavaScript chunk (not the stylesheet) requested from now on until `release`. */
export async function holdChunks(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  return { held, release };
}
