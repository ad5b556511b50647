import { getProcess, getSite } from "@/lib/content/load";

// “Your project, step by step” (docs/decisions/0018): the warranty's length from its one value,
// the claim link prefilled, and the stand-in mark (entered once, in English) in both languages.

describe.each(["en", "fr"] as const)("“Your project, step by step” (%s)", (locale) => {
  const page = getProcess(locale);

  it("is labelled a stand-in in every language until the owner confirms its promises", () => {
    expect(page.standIn).toBe(true);
  });

  it("states the warranty's length from the business file, and leaves no placeholder", () => {
    const years = getSite(locale).credentials.warrantyYears;
    expect(page.html).toMatch(new RegExp(`${years}\\s(year|an)`));
    expect(page.html).not.toContain("{{");
  });

  it("links a WhatsApp claim prefilled with the page's own message", () => {
    const link = /<a href="(https:\/\/wa\.me\/[^"]+)"[^>]*>([^<]+)<\/a>/.exec(
      page.html.replace(/&amp;/g, "&"),
    );
    expect(link?.[2]).toBe(page.claimLabel);
    const url = new URL(link![1]!);
    expect(url.pathname).toBe(`/${getSite(locale).phones.whatsapp.e164.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toBe(page.claimMessage);
  });
});
