import { type Page } from "@playwright/test";

/**
 * Holds every JavaScript chunk (not the stylesheet) requested from now on until `release`.
 * A request reaches the handler a moment after the page asks for it, so an action's return does
 * not mean its chunk is in `held` yet: poll it (`expect.poll`), never read it at once.
 */
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
