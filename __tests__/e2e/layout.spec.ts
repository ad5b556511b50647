import { expect, test } from "./support/fixtures";

test("with every remote image failing, photo boxes keep their size and nothing overflows", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().resourceType() === "image"
      ? route.fulfill({ status: 404, body: "" })
      : route.abort(),
  );
  const page = await context.newPage();
  for (const route of [
    "/",
    "/gallery/",
    "/services/",
    "/services/residential/interior-painting/",
    "/about/",
  ]) {
    await page.goto(route);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    const boxes = await page.locator("main img").evaluateAll((images) =>
      images.map((image) => {
        const box = image.parentElement!.getBoundingClientRect();
        return {
          width: box.width,
          height: box.height,
          src: (image as HTMLImageElement).currentSrc,
        };
      }),
    );
    expect(boxes.length, route).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.width, `${route} ${box.src}`).toBeGreaterThan(40);
      expect(box.height, `${route} ${box.src}`).toBeGreaterThan(40);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
  await context.close();
});
