import { format } from "@/lib/site/utils";
import { formatDay, frenchPhoneDisplay, inSentence } from "@/lib/locale/format";

describe("format", () => {
  it("fills placeholders and leaves unknown ones as they are", () => {
    expect(format("Call {phone} or {other}", { phone: "613-555-0100" })).toBe(
      "Call 613-555-0100 or {other}",
    );
  });

  it("does not double the full stop after a value that ends a sentence", () => {
    const template = "© {year} {name}. All rights reserved.";
    expect(format(template, { year: 2026, name: "Example Painting Co." })).toBe(
      "© 2026 Example Painting Co. All rights reserved.",
    );
    expect(format(template, { year: 2026, name: "Example Painting" })).toBe(
      "© 2026 Example Painting. All rights reserved.",
    );
  });

  it("keeps a full stop the value does not end with", () => {
    expect(format("{a}.{b}.", { a: "x", b: 1 })).toBe("x.1.");
  });
});

describe("frenchPhoneDisplay", () => {
  it("writes a North American number as French typography does: 613 555-0143, unbreakable", () => {
    expect(frenchPhoneDisplay("+16135550143")).toBe("613\u00a0555-0143");
  });

  it("keeps a number from elsewhere in its international form", () => {
    expect(frenchPhoneDisplay("+33142685300")).toBe("+33142685300");
  });
});

describe("inSentence", () => {
  it("lower-cases only the first letter of a name, accents included", () => {
    expect(inSentence("Peinture intérieure", "fr-CA")).toBe("peinture intérieure");
    expect(inSentence("Écoles et garderies", "fr-CA")).toBe("écoles et garderies");
  });
});

describe("formatDay", () => {
  it("writes a content day in words, « 1er » for the first of a month in French (OQLF)", () => {
    expect(formatDay("2026-11-01", "fr")).toBe("1er novembre 2026");
    expect(formatDay("2026-11-21", "fr")).toBe("21 novembre 2026");
    expect(formatDay("2026-11-01", "en")).toBe("November 1, 2026");
  });
});
