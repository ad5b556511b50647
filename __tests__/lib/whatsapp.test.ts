import { quoteMessage, whatsappUrl } from "@/lib/whatsapp";

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
