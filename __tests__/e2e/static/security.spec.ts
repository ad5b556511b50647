import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { exportedHtmlFiles, readExported } from "../support/site";

// Moved from security.spec.ts: each page's own policy, read from the export's files.

test.describe("Content-Security-Policy", () => {
  test("every exported page carries a strict per-page policy", () => {
    for (const file of exportedHtmlFiles().filter((name) => !name.startsWith("admin/"))) {
      const html = readExported(file);
      const policy = html.match(
        /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/,
      )?.[1];
      expect(policy, file).toBeTruthy();
      expect(html.indexOf("Content-Security-Policy"), file).toBeLessThan(html.indexOf("<script"));
      expect(policy).toContain("default-src 'self'");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
      expect(policy).toContain("img-src 'self' data: https://images.unsplash.com");
      expect(policy).toContain("frame-src https://www.openstreetmap.org");
      for (const directive of ["connect-src 'self'", "object-src 'none'", "base-uri 'self'"]) {
        expect(policy).toContain(directive);
      }
      // The quote form submits natively only to WhatsApp (wa.me redirects to api.whatsapp.com),
      // never to the site itself (issue 26).
      expect(policy?.split("; ")).toContain("form-action https://wa.me https://api.whatsapp.com");
    }
  });

  test("/admin/ (the CMS) has its own policy: its own scripts and eval, GitHub and loopback", () => {
    const html = readExported("admin/index.html");
    const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1];
    expect(html.indexOf("Content-Security-Policy")).toBeLessThan(html.indexOf("<script"));
    expect(policy?.split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://images.unsplash.com https://avatars.githubusercontent.com",
      "font-src 'self'",
      "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*",
      "frame-src 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    // No inline script and nothing from another origin: Decap is served from /admin/vendor/.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/src="(https?:)?\/\//);
  });
});

/*
 * Each inline script runs only if the page's policy names its hash: the page gates see a
 * blocked one in the browser (a securitypolicyviolation); here, every page's, with no browser.
 */
test("every inline script of every page has its hash in the page's policy", () => {
  const missing: string[] = [];
  for (const file of exportedHtmlFiles().filter((name) => !name.startsWith("admin/"))) {
    const html = readExported(file);
    const policy =
      html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? "";
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // External scripts and data blocks (JSON-LD) are not governed by hashes.
      if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!))
        continue;
      const hash = createHash("sha256").update(code!, "utf8").digest("base64");
      if (!scriptSrc?.includes(`'sha256-${hash}'`)) missing.push(`${file}: ${code!.slice(0, 60)}`);
    }
  }
  expect(missing).toEqual([]);
});
