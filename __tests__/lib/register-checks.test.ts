import { BusinessFileSchema } from "@/lib/schemas/business";
import { looksFictional } from "@/lib/content/stand-ins";
import { parse } from "yaml";
import { readFileSync } from "node:fs";

// The "Check us" links' addresses live once, in the business file, each on its authority's
// own domain: a look-alike or plain-http address is refused with the field named.

const text = readFileSync("content/shared/business.yml", "utf8");
const business = parse(text);

const issuesOf = (data: unknown) => {
  const result = BusinessFileSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the public registers of the business file", () => {
  it("accepts today's addresses", () => {
    expect(issuesOf(business)).toEqual([]);
  });

  it.each([
    ["rbq", "https://www.rbq-registre.com/licence"],
    ["wsib", "http://www.wsib.ca/en/clearances"],
    ["gstHst", "https://canada.ca.example.net/gst"],
    ["qst", "not a url"],
  ])("refuses a %s register off its authority's domain (%s)", (register, address) => {
    const data = parse(text);
    data.registers[register].fr = address;
    expect(issuesOf(data)).toEqual([
      expect.stringMatching(
        new RegExp(`^registers\\.${register}\\.fr: must be an https address on `),
      ),
    ]);
  });

  it("refuses a tax number of zeros unless its stand-in box is ticked", () => {
    const data = parse(text);
    data.standIn.qst = false;
    expect(issuesOf(data)).toEqual([
      expect.stringMatching(/^taxNumbers\.qst: "0000000000 TQ 0001" is an example value/),
    ]);
    expect(looksFictional("812345678 RT 0001")).toBe(false);
  });
});
