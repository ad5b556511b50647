import { getLegalDocument, getSite, LEGAL_SLUGS } from "@/lib/content/load";
import {
  editYaml,
  loadContent,
  removeScratch,
  scratchCopy,
} from "@/__tests__/support/scratch-content";
import { getLegalLinks } from "@/lib/nav/navigation";
import { LOCALES } from "@/lib/schemas/locales";

// Issue: the privacy policy under Law 25, PIPEDA and CASL, and the accessibility page (AODA),
// in both languages, with the business facts they quote filled in.

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "’")
    // Only ordinary white space: French no-break spaces stay, as the page shows them.
    .replace(/[ \t\r\n]+/g, " ");

describe.each(LOCALES)("the %s privacy policy", (locale) => {
  const policy = getLegalDocument("privacy-policy", locale);
  const body = text(policy.html);
  const site = getSite(locale);

  it("names the person in charge of personal information, with their contact", () => {
    expect(body).toContain(site.privacyOfficerTitle);
    expect(body).toContain(site.privacy.officerEmail);
    expect(body).toContain(site.phones.office.display);
  });

  it("says what is communicated outside Quebec, to whom and why", () => {
    const section = body.slice(body.search(/outside Quebec|extérieur du Québec/));
    for (const recipient of ["WhatsApp", "Meta", "OpenStreetMap", "Unsplash"]) {
      expect(section).toContain(recipient);
    }
    expect(section).toMatch(/content delivery network|réseau de diffusion de contenu/);
  });

  it("gives both complaint paths: the federal commissioner and Quebec's Commission", () => {
    expect(body).toMatch(
      /Office of the Privacy Commissioner of Canada|Commissariat à la protection de la vie privée du Canada/,
    );
    expect(body).toContain("Commission d");
    expect(body).toContain("cai.gouv.qc.ca");
  });

  it("says how long quote messages are kept and how to ask for access, correction or deletion", () => {
    expect(body).toContain(`${site.privacy.quoteRetentionMonths}`);
    expect(body).toMatch(/correct.*delete|correction.*suppression/);
  });

  it("says replies need no consent, promotional messages do (CASL), and how to withdraw", () => {
    expect(body).toMatch(/CASL|LCAP/);
    expect(body).toMatch(
      /withdraw your consent at any time|retirer votre consentement en tout temps/,
    );
  });

  it("gives the right to data portability under Law 25, in force since 22 September 2024", () => {
    expect(body).toMatch(/right to data portability|droit à la portabilité/);
    expect(body).toMatch(
      /structured, commonly used technological format|format technologique structuré et couramment utilisé/,
    );
    expect(body).toMatch(/September 22, 2024|22 septembre 2024/);
  });

  it("is dated and leaves no placeholder unfilled", () => {
    expect(policy.lastUpdated).toBe("2026-12-06");
    expect(policy.html).not.toMatch(/\{\{/);
  });
});

describe.each(LOCALES)("the %s accessibility page", (locale) => {
  const page = getLegalDocument("accessibility", locale);
  const body = text(page.html);
  const site = getSite(locale);

  it("offers accessible formats and communication supports, by phone, email and WhatsApp", () => {
    for (const contact of [site.phones.office.display, site.email, site.phones.whatsapp.display]) {
      expect(body).toContain(contact);
    }
  });

  it("links the phone, the email and WhatsApp, as the contact page does", () => {
    const links = [...page.html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(
      ([, href, words]) => ({ href: href!.replace(/&#x26;|&amp;/g, "&"), words }),
    );
    const office = site.phones.office;
    const whatsapp = site.phones.whatsapp;
    expect(links).toEqual(
      expect.arrayContaining([
        { href: `tel:${office.e164}`, words: office.display },
        { href: `mailto:${site.email}`, words: site.email },
        {
          href: `https://wa.me/${whatsapp.e164.slice(1)}?text=${encodeURIComponent(site.whatsappGreeting)}`,
          words: whatsapp.display,
        },
      ]),
    );
  });

  it("names the standard the site is built to, its known limits and the address as text", () => {
    expect(body).toMatch(/\(WCAG\) 2\.2 (at level|au niveau) AA/);
    expect(body).toContain("WhatsApp");
    expect(body).toContain("OpenStreetMap");
    expect(body).toContain(site.addressLine);
  });

  it("says how to give feedback and when it was last reviewed", () => {
    expect(body).toMatch(/feedback|commentaires/i);
    expect(body).toMatch(/November 24, 2026|24 novembre 2026/);
    // The French wording was corrected on November 25 (a legal text is dated by its last change).
    expect(page.lastUpdated).toBe("2026-11-25");
  });

  it("is linked among the legal pages the footer and the HTML sitemap list", () => {
    expect(getLegalLinks(locale).map((link) => link.href)).toContain(
      locale === "en" ? "/accessibility/" : "/fr/accessibilite/",
    );
  });
});

describe("phone numbers", () => {
  it("read 613 555-0143 on French pages and keep the shared form in English", () => {
    const french = getSite("fr").phones;
    const english = getSite("en").phones;
    expect(french.office.display).toMatch(/^\d{3}\u00a0\d{3}-\d{4}$/);
    expect(french.whatsapp.display).toMatch(/^\d{3}\u00a0\d{3}-\d{4}$/);
    expect(french.office.e164).toBe(english.office.e164);
    expect(english.office.display).toMatch(/^\+1 \d{3}-\d{3}-\d{4}$/);
    expect(getLegalDocument("privacy-policy", "fr").html).toContain(french.office.display);
  });
});

// Issue 39: the terms and the refund policy speak to consumers in Quebec (Gatineau), whom
// Quebec's consumer protection law and Civil Code protect whatever a contract says.
describe.each(LOCALES)("the %s terms and refund policy, for consumers in Quebec", (locale) => {
  const terms = text(getLegalDocument("terms-and-conditions", locale).html);
  const refund = text(getLegalDocument("refund-policy", locale).html);
  const words = {
    en: {
      act: "Quebec's Consumer Protection Act (CQLR, c. P-40.1)",
      code: "Civil Code of Québec",
      cancel: "cancel a contract for services at any time",
      courts: "courts of Quebec",
    },
    fr: {
      act: "Loi sur la protection du consommateur du Québec (RLRQ, c. P-40.1)",
      code: "Code civil du Québec",
      cancel: "résilier un contrat d’entreprise ou de service en tout temps",
      courts: "tribunaux du Québec",
    },
  }[locale];

  it("the terms name Quebec's Consumer Protection Act and Civil Code, cancellation and courts", () => {
    for (const phrase of Object.values(words)) expect(terms).toContain(phrase);
  });

  it("the refund policy keeps those rights, cancellation included", () => {
    expect(refund).toContain(words.code);
    expect(refund).toContain(words.cancel);
  });
});

describe("the French legal pages call a part payment « acompte », as Quebec usage does", () => {
  it.each(LEGAL_SLUGS)("%s", (slug) => {
    const page = getLegalDocument(slug, "fr");
    const words = text(`${page.html} ${page.intro} ${page.meta.description}`);
    expect(words).not.toMatch(/\bdépôts?\b/i);
  });
});

describe("every legal page is dated the same in both languages", () => {
  it.each(LEGAL_SLUGS)("%s", (slug) => {
    expect(getLegalDocument(slug, "fr").lastUpdated).toBe(getLegalDocument(slug, "en").lastUpdated);
  });
});

describe("the terms' warranty", () => {
  it.each([
    [1, "for 1 year after completion", "pendant 1\u00a0an après la fin des travaux"],
    [2, "for 2 years after completion", "pendant 2\u00a0ans après la fin des travaux"],
  ])("of %i year(s) is said in each language's own form", (years, english, french) => {
    const dir = scratchCopy();
    try {
      editYaml(dir, "shared/business.yml", (doc) =>
        doc.setIn(["credentials", "warrantyYears"], years),
      );
      const content = loadContent(dir);
      expect(text(content.getLegalDocument("terms-and-conditions", "en").html)).toContain(english);
      expect(text(content.getLegalDocument("terms-and-conditions", "fr").html)).toContain(french);
    } finally {
      removeScratch(dir);
    }
  });
});
