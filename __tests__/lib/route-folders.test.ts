import { readdirSync } from "node:fs";
import path from "node:path";
import { router } from "@/lib/content";

const APP = path.join(process.cwd(), "app");

/** Site paths the app folders of one language serve: route groups dropped, [params] kept. */
function servedPaths(group: string): string[] {
  const root = path.join(APP, group);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      return `/${segments.map((segment) => `${segment}/`).join("")}`;
    });
}

// French pages live in folders named by their French slugs; the route table must agree with
// them, or a link, the language switch or hreflang would point at a page that does not exist.
describe.each([
  ["en", "(en)"],
  ["fr", "(fr)"],
] as const)("the %s pages", (locale, group) => {
  const served = servedPaths(group);

  it("have a page folder for every row of the route table", () => {
    for (const entry of router.entries()) {
      const path = entry[locale];
      const dynamic = path.replace(/services\/[^/]+\/[^/]+\/$/, "services/[category]/[service]/");
      expect(served).toContain(entry.id.includes("/") ? dynamic : path);
    }
  });

  it("serve no page the route table does not know", () => {
    const known = router
      .entries()
      .map((entry) =>
        entry[locale].replace(/services\/[^/]+\/[^/]+\/$/, "services/[category]/[service]/"),
      );
    // The French not-found page: built as a page, served as fr/404.html for unknown addresses.
    if (locale === "fr") known.push("/fr/404/");
    for (const page of served) expect(known).toContain(page);
  });
});
