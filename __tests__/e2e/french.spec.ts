import { expect, testInSharedTab as test } from "./support/fixtures";
import { getSite } from "../../lib/content/load";
import { getUi, ROUTE_ROWS } from "./support/i18n";

const LANGUAGES = ["en", "fr"] as const;

test.describe("every page in both languages", () => {
  test("the route table has all 49 pages, and every English and French path answers 200", async ({
    request,
  }) => {
    // 18 pages (projects, guides, areas, questions, price ranges, the review page and “your
    // project” among them),
    // 17 services, the 3 example projects, the 3 guides and the 8 service areas.
    expect(ROUTE_ROWS).toHaveLength(18 + 17 + 3 + 3 + 8);
    for (const row of ROUTE_ROWS) {
      expect(row.fr, row.id).toMatch(/^\/fr\//);
      for (const locale of LANGUAGES) {
        const response = await request.get(row[locale]);
        expect(response.status(), row[locale]).toBe(200);
      }
    }
  });

  test("sitemap.xml lists both languages, each with the same alternates as the page", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
    // The review page is sent, not found: noindex and unlisted (docs/decisions/0016).
    const listed = ROUTE_ROWS.filter((row) => row.id !== "review");
    expect(listed).toHaveLength(ROUTE_ROWS.length - 1);
    expect(urls).toHaveLength(listed.length * 2);
    for (const row of listed) {
      for (const locale of LANGUAGES) {
        const entry = urls.find(
          (body) =>
            body.includes(`<loc>`) && new RegExp(`<loc>[^<]*${row[locale]}</loc>`).test(body),
        );
        expect(entry, row[locale]).toBeTruthy();
        for (const [lang, path] of [
          ["en-CA", row.en],
          ["fr-CA", row.fr],
          ["x-default", row.en],
        ] as const) {
          expect(entry, `${row[locale]} → ${lang}`).toMatch(
            new RegExp(`hreflang="${lang}" href="[^"]*${path}"`),
          );
        }
      }
    }
  });
});

test.describe("the language switch", () => {
  const rows = ROUTE_ROWS.filter((row) =>
    ["home", "about", "contact", "residential/interior-painting", "refund"].includes(row.id),
  );
  // A test per page and setting: five pages' round trips in one test outlasted its 30 s on a
  // busy machine, and apart they run in parallel.
  for (const javaScriptEnabled of [true, false]) {
    for (const row of rows) {
      test(`leads from ${row.en} to the same page in the other language and back (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
        page: withScript,
        noScriptPage,
      }) => {
        // The worker's shared tab with JavaScript on, or the one with it off.
        const page = javaScriptEnabled ? withScript : noScriptPage;
        await page.goto(row.en);
        const toFrench = page
          .getByRole("banner")
          .getByRole("link", { name: "Lire cette page en français" });
        await expect(toFrench).toHaveAttribute("hreflang", "fr-CA");
        await expect(toFrench).toHaveAttribute("lang", "fr-CA");
        await toFrench.click();
        await page.waitForURL((url) => url.pathname === row.fr);
        await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
        const toEnglish = page
          .getByRole("contentinfo")
          .getByRole("link", { name: "Read this page in English" });
        await expect(toEnglish).toHaveAttribute("hreflang", "en-CA");
        await toEnglish.click();
        await page.waitForURL((url) => url.pathname === row.en);
        await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
      });
    }
  }

  test("is in the mobile menu panel too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/fr/a-propos/");
    await page.getByRole("button", { name: getUi("fr").nav.openMenu }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "Read this page in English" })).toHaveAttribute(
      "href",
      "/about/",
    );
  });

  test("does not redirect by browser language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto("/about/");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/about/");
    await context.close();
  });
});

test.describe("French pages speak French", () => {
  // That no French page shows an English interface string is checked on each page in its
  // page gate (pages.spec.ts, support/page-checks/french-interface.ts).
  test("the English and French label sets have the same keys", () => {
    const keys = (tree: unknown, at = ""): string[] =>
      tree && typeof tree === "object"
        ? Object.entries(tree).flatMap(([key, value]) => keys(value, `${at}.${key}`))
        : [at];
    expect(keys(getUi("fr")).sort()).toEqual(keys(getUi("en")).sort());
  });
});

test("the menu marks the services section current on French service pages too", async ({
  page,
}) => {
  const ui = getUi("fr");
  const service = ROUTE_ROWS.find((entry) => entry.id.includes("/"))!;
  await page.goto(service.fr);
  const trigger = page
    .getByRole("navigation", { name: ui.nav.label })
    .getByRole("button", { name: ui.nav.services });
  await expect(trigger).toHaveAttribute("aria-current", "true");
  await page.goto(ROUTE_ROWS.find((entry) => entry.id === "about")!.fr);
  await expect(trigger).not.toHaveAttribute("aria-current", "true");
});

test.describe("unknown French addresses", () => {
  for (const [path, target] of [
    ["/fr/page-inconnue/", "/fr/"],
    ["/fr/services/residentiel/inconnu/", "/fr/services/"],
    ["/fr/services/inconnu/", "/fr/services/"],
  ] as const) {
    test(`${path} answers 404 and lands on ${target}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.waitForURL((url) => url.pathname === target);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    });
  }

  test("the 404 page speaks both languages and is noindex", async ({ noScriptPage: page }) => {
    const response = await page.goto("/fr/page-inconnue/");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: getUi("fr").notFound.home })).toHaveAttribute(
      "href",
      "/fr/",
    );
    await expect(page.getByRole("link", { name: getUi("en").notFound.home })).toHaveAttribute(
      "href",
      "/",
    );
  });
  for (const [path, locale] of [
    ["/fr/page-inconnue/", "fr"],
    ["/page-inconnue/", "en"],
  ] as const) {
    test(`${path}: the not-found page's header, footer, skip link and greeting are ${locale === "fr" ? "French" : "English"}, also without JavaScript`, async ({
      noScriptPage: page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const ui = getUi(locale);
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        locale === "fr" ? "fr-CA" : "en-CA",
      );
      await expect(page.getByRole("link", { name: ui.skipLink })).toHaveAttribute("href", "#main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui.notFound.heading);
      await expect(page.getByRole("navigation", { name: ui.nav.label })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toContainText(ui.legalLinks.privacy);
      const greeting = encodeURIComponent(getSite(locale).whatsappGreeting.slice(0, 12));
      const chat = page.locator(`a[href*="wa.me"][href*="${greeting}"]`);
      expect(await chat.count()).toBeGreaterThan(0);
    });
  }
});

test.describe("the French quote form", () => {
  test("opens WhatsApp with the French message and says so in a French toast", async ({
    page,
    consoleProblems,
  }) => {
    const ui = getUi("fr");
    await page.goto("/fr/contact/");
    await page.getByLabel(ui.form.name.label).fill("Chloé Roy");
    await page.getByLabel(ui.form.email.label).fill("chloe@example.com");
    await page.getByLabel(ui.form.phone.label).fill("819-555-0100");
    await page.getByLabel(ui.form.message.label).fill("Salon et corridor, à Gatineau.");
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: ui.form.submit }).click();
    const popup = await popupPromise;
    await popup.waitForURL((url) => url.hostname === "wa.me");
    const text = new URL(popup.url()).searchParams.get("text");
    // The tab is shared with the worker's next tests (testInSharedTab); the popup is this one's.
    await popup.close();
    expect(text).toBe(
      [
        "Nouvelle demande de Chloé Roy\u00a0:",
        "Courriel\u00a0: chloe@example.com",
        "Téléphone\u00a0: 819-555-0100",
        "Message\u00a0: Salon et corridor, à Gatineau.",
        `J’enverrai ${ui.form.photos.general.length} photos après ce message.`,
      ].join("\n"),
    );
    const toast = page.getByRole("listitem").filter({ hasText: ui.toast.submittedTitle });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(ui.toast.submittedDescription);
    expect(consoleProblems).toEqual([]);
  });

  test("refuses an invalid address in French", async ({ page }) => {
    const ui = getUi("fr");
    await page.goto("/fr/contact/");
    const email = page.getByLabel(ui.form.email.label);
    await email.fill("pas-une-adresse");
    await email.blur();
    await expect(page.getByText(ui.form.invalidEmail)).toBeVisible();
  });
});
