import { getUi } from "@/lib/content";
import { QUOTE_LIMITS } from "@/lib/quote/quote-limits";
import { createQuoteFormSchema } from "@/lib/quote/quote-schema";

const schema = createQuoteFormSchema(getUi("en").form);
const valid = { name: "Sam", email: "sam@example.com", phone: "613-555-0100", message: "Deck." };

describe("QuoteFormSchema", () => {
  it("accepts a complete form", () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(["name", "email", "phone", "message"] as const)("requires %s", (field) => {
    const result = schema.safeParse({ ...valid, [field]: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("rejects a malformed email", () => {
    expect(schema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
  });

  it("bounds every field and names it in the message", () => {
    const result = schema.safeParse({ ...valid, message: "x".repeat(QUOTE_LIMITS.message + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      `Message / Project Details must be at most ${QUOTE_LIMITS.message} characters.`,
    );
    expect(schema.safeParse({ ...valid, message: "x".repeat(QUOTE_LIMITS.message) }).success).toBe(
      true,
    );
  });
});
