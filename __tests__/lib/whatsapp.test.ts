import { getCampaignLines, getUi } from "@/lib/content";
import {
  quoteMessage as quoteMessageIn,
  type QuoteMessageValues,
  whatsappUrl,
} from "@/lib/quote/whatsapp";

// The words come from content/en/fixed-wording.yml, as the contact page passes them.
const words = getUi("en").whatsapp;
const quoteMessage = (values: QuoteMessageValues) => quoteMessageIn(values, words);

const values = {
  name: "Alex Tremblay",
  email: "alex@example.com",
  phone: "613-555-0100",
  message: "Two bedrooms and a hallway.",
};

function decodedText(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}

describe("quoteMessage", () => {
  it("starts with the spec's header and has Email, Phone and Message lines", () => {
    expect(quoteMessage(values)).toBe(
      "New Inquiry from Alex Tremblay:\nEmail: alex@example.com\nPhone: 613-555-0100\nMessage: Two bedrooms and a hallway.",
    );
  });

  it("writes the message in the words it is given, with the name where {name} stands", () => {
    const other = {
      inquiry: "Inquiry — {name} —",
      email: "Mail",
      phone: "Tel",
      message: "Text",
      separator: " = ",
    };
    expect(quoteMessageIn({ ...values, name: "  Chloé Roy " }, other)).toBe(
      "Inquiry — Chloé Roy —\nMail = alex@example.com\nTel = 613-555-0100\nText = Two bedrooms and a hallway.",
    );
  });

  it("reads as the French edition requires, from content/fr/fixed-wording.yml", () => {
    expect(quoteMessageIn(values, getUi("fr").whatsapp)).toBe(
      "Nouvelle demande de Alex Tremblay\u00a0:\nCourriel\u00a0: alex@example.com\nTéléphone\u00a0: 613-555-0100\nMessage\u00a0: Two bedrooms and a hallway.",
    );
  });
  it("ends with the campaign's line when the visit came by a campaign link, and only then", () => {
    const line = getCampaignLines("fr")["spring-2027-flyer"]!;
    const french = quoteMessageIn(values, getUi("fr").whatsapp, { campaign: line });
    expect(french.split("\n")).toHaveLength(5);
    expect(french.split("\n").at(-1)).toBe("Campagne\u00a0: Dépliant du printemps 2027");
    expect(quoteMessageIn(values, words, {}).split("\n")).toHaveLength(4);
  });

  it("keeps the four required lines first, then the range, the visit, the campaign and the photo count last", () => {
    const lines = quoteMessageIn(values, words, {
      photos: "I will send 3 photos after this message.",
      campaign: "Campaign: Spring 2027 flyer",
      visit:
        "Estimate visit, please confirm: Saturday, December 12, morning, Ottawa side (Ontario)",
      priceRange: "Typical range: $1,000 to $2,000",
    }).split("\n");
    expect(lines.slice(0, 4)).toEqual(quoteMessage(values).split("\n"));
    expect(lines.slice(4)).toEqual([
      "Typical range: $1,000 to $2,000",
      "Estimate visit, please confirm: Saturday, December 12, morning, Ottawa side (Ontario)",
      "Campaign: Spring 2027 flyer",
      "I will send 3 photos after this message.",
    ]);
  });
});

describe("whatsappUrl", () => {
  it("uses wa.me with the number as digits only", () => {
    expect(whatsappUrl("+1 613-555-0178")).toBe("https://wa.me/16135550178");
  });

  it.each([
    ["emoji", "Paint it 🎨🏠 please 👍"],
    ["URL syntax", "50% & more # ? + = / done"],
    ["newlines", "line one\nline two\r\nline three"],
    ["markup", '<script>alert("x")</script> & <b>bold</b>'],
    ["right-to-left text", "مرحبا، أريد طلاء غرفة — שלום"],
    ["a 2,000-character message", "a".repeat(1990) + " end.!?&"],
  ])("round-trips %s exactly", (_label, message) => {
    const url = whatsappUrl("+16135550178", quoteMessage({ ...values, message }));
    expect(url.startsWith("https://wa.me/16135550178?text=")).toBe(true);
    expect(url).not.toMatch(/[\s<>"]/);
    expect(decodedText(url)).toBe(quoteMessage({ ...values, message }));
    expect(decodeURIComponent(url.split("?text=")[1]!)).toContain(message.trim());
  });
});
