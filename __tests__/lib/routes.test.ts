import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { router } from "@/lib/content";
import { createRouter } from "@/lib/content/router";
import { isSamePath, telHref } from "@/lib/nav/hrefs";
import { redirectTarget } from "@/components/not-found-redirect";

describe("routes", () => {
  it("builds every service link in the /services/{categoryId}/{serviceId}/ shape", () => {
    expect(router.service("residential", "property-maintenance-painting-residential", "en")).toBe(
      "/services/residential/property-maintenance-painting-residential/",
    );
  });

  it("keeps + and digits only in tel: links", () => {
    expect(telHref("+1 613-555-0143")).toBe("tel:+16135550143");
  });

  it("compares paths with or without the trailing slash", () => {
    expect(isSamePath("/about", "/about/")).toBe(true);
    expect(isSamePath("/", "/")).toBe(true);
    expect(isSamePath("/contact/", "/contact/#quote")).toBe(true);
    expect(isSamePath("/about/", "/")).toBe(false);
  });

  const targets = [
    { prefix: "/", home: "/", services: "/services/" },
    { prefix: "/fr/", home: "/fr/", services: "/fr/services/" },
  ];

  it("sends unknown service paths to /services/ and anything else home", () => {
    expect(redirectTarget("/services/residential/nope/", targets)).toBe("/services/");
    expect(redirectTarget("/services/unknown/", targets)).toBe("/services/");
    expect(redirectTarget("/services-old", targets)).toBe("/");
    expect(redirectTarget("/no/such/page", targets)).toBe("/");
  });

  it("keeps French visitors in French: /fr/services/… to /fr/services/, other /fr/… to /fr/", () => {
    expect(redirectTarget("/fr/services/residentiel/inconnu/", targets)).toBe("/fr/services/");
    expect(redirectTarget("/fr/services/nope", targets)).toBe("/fr/services/");
    expect(redirectTarget("/fr/page-inconnue/", targets)).toBe("/fr/");
    expect(redirectTarget("/fr", targets)).toBe("/fr/");
    expect(redirectTarget("/french-fries/", targets)).toBe("/");
  });
});

describe("the route table", () => {
  it("gives French pages French slugs under /fr/, and unknown services the spec's fallback shape", () => {
    expect(router.page("about", "fr")).toBe("/fr/a-propos/");
    expect(router.page("quote", "fr")).toBe("/fr/contact/#soumission");
    expect(router.service("residential", "interior-painting", "fr")).toBe(
      "/fr/services/residentiel/peinture-interieure/",
    );
    expect(router.service("industrial", "x", "en")).toBe("/services/industrial/x/");
  });

  it("has a row for each service of the catalogue, and no other", () => {
    const table = parse(readFileSync("content/shared/routes.yml", "utf8"));
    const services = parse(readFileSync("content/shared/services.yml", "utf8"));
    expect(() => createRouter(table, services)).not.toThrow();
    const withExtra = {
      ...table,
      services: { ...table.services, mural: { en: "mural", fr: "murale" } },
    };
    expect(() => createRouter(withExtra, services)).toThrow(
      /services\.mural: not a service of shared\/services\.yml/,
    );
    const fewer = { ...table.services };
    delete fewer["drywall-repair"];
    expect(() => createRouter({ ...table, services: fewer }, services)).toThrow(
      /services\.drywall-repair: missing \(listed in shared\/services\.yml\)/,
    );
  });

  it("maps every page to its twin and back", () => {
    for (const entry of router.entries()) {
      expect(router.find(entry.en)).toBe(entry);
      expect(router.find(entry.fr)).toBe(entry);
    }
  });
});
