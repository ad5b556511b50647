import { expect, test } from "./support/fixtures";

test.describe("Content-Security-Policy", () => {
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
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    const requested = page.waitForRequest((request) =>
      request.url().startsWith("https://www.openstreetmap.org/export/embed.html"),
    );
    await page.goto("/contact/");
    await page.getByTitle(/Map showing our office/).scrollIntoViewIfNeeded();
    const request = await requested;
    // The policy let the browser navigate the map's own frame, a child of the page, to it.
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.frame().parentFrame()).toBe(page.mainFrame());
    const frame = await request.frame().frameElement();
    expect(await frame.getAttribute("title")).toMatch(/Map showing our office/);
    expect(violations).toEqual([]);
  });

  test("a context a test makes itself cannot reach beyond loopback either", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const error = await page.goto("https://www.example.com/").then(
      () => null,
      (reason: Error) => reason.message,
    );
    expect(error).toContain("ERR_BLOCKED_BY_CLIENT");
    await context.close();

    const loose = await browser.newPage();
    const looseError = await loose.goto("https://www.example.com/").then(
      () => null,
      (reason: Error) => reason.message,
    );
    expect(looseError).toContain("ERR_BLOCKED_BY_CLIENT");
    await loose.close();
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

  test("/admin/ is never indexed; public pages carry no such header", async ({ request }) => {
    const admin = await request.get("/admin/");
    expect(admin.status()).toBe(200);
    expect(admin.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(admin.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await request.get("/admin/config.yml")).headers()["x-robots-tag"]).toBe(
      "noindex, nofollow",
    );
    expect((await request.get("/")).headers()["x-robots-tag"]).toBeUndefined();
  });

  test("an unknown path keeps status 404 with the same headers", async ({ request }) => {
    const response = await request.get("/definitely/not/here/");
    expect(response.status()).toBe(404);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
