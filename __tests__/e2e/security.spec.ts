import { expect, test } from "./support/fixtures";
import { exportedHtmlFiles, readExported } from "./support/site";

test.describe("Content-Security-Policy", () => {
  test("every exported page carries a strict per-page policy", () => {
    for (const file of exportedHtmlFiles()) {
      const html = readExported(file);
      const policy = html.match(
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/,
      )?.[1];
      expect(policy, file).toBeTruthy();
      expect(html.indexOf("Content-Security-Policy"), file).toBeLessThan(html.indexOf("<script"));
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
      expect(policy).toContain(
        "img-src 'self' data: https://images.unsplash.com https://storage.googleapis.com",
      );
      expect(policy).toContain("frame-src https://www.openstreetmap.org");
      for (const directive of [
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(policy).toContain(directive);
      }
    }
  });

  test("client-side navigation works under the policy", async ({ page, consoleProblems }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole("contentinfo").getByRole("link", { name: "Gallery" }).click();
    await page.waitForURL("**/gallery/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Same document: the router navigated without a full reload.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(
      true,
    );
    expect(consoleProblems).toEqual([]);
  });

  test("the map iframe is allowed to load its page (only the test's network rule stops it)", async ({
    page,
  }) => {
    const requested = page.waitForRequest((request) =>
      request.url().startsWith("https://www.openstreetmap.org/export/embed.html"),
    );
    await page.goto("/contact/");
    await page.getByTitle(/Map showing our office/).scrollIntoViewIfNeeded();
    expect((await requested).frame()).toBeTruthy();
  });
});

test.describe("host headers (the local server sends what production sends)", () => {
  test("HTML gets the security headers; hashed assets are immutable", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toContain("must-revalidate");

    const html = await response.text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];
    const assetResponse = await request.get(asset);
    expect(assetResponse.status()).toBe(200);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("an unknown path keeps status 404 with the same headers", async ({ request }) => {
    const response = await request.get("/definitely/not/here/");
    expect(response.status()).toBe(404);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
