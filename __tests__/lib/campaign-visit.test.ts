import { campaignLine, keepCampaign } from "@/lib/quote/campaign-visit";

const LINES = { "spring-2027-flyer": "Campaign: Spring 2027 flyer" };
const DECLARED = Object.keys(LINES);

describe("a campaign code in the address the visit arrived by", () => {
  beforeEach(() => sessionStorage.clear());

  it("is kept for the visit when declared, and taken off the address", () => {
    const clean = keepCampaign(
      new URL("https://site.example/fr/?campaign=spring-2027-flyer&x=1#top"),
      DECLARED,
    );
    expect(clean).toBe("/fr/?x=1#top");
    expect(campaignLine(LINES)).toBe("Campaign: Spring 2027 flyer");
    expect(document.cookie).toBe("");
  });

  it("is ignored when undeclared (taken off the address all the same)", () => {
    expect(keepCampaign(new URL("https://site.example/?campaign=bogus"), DECLARED)).toBe("/");
    expect(campaignLine(LINES)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it("leaves an address without a code alone, and a later visit's page keeps the first code", () => {
    keepCampaign(new URL("https://site.example/?campaign=spring-2027-flyer"), DECLARED);
    expect(keepCampaign(new URL("https://site.example/contact/"), DECLARED)).toBeNull();
    expect(campaignLine(LINES)).toBe("Campaign: Spring 2027 flyer");
  });

  it("names no campaign that the page's language no longer lists", () => {
    sessionStorage.setItem("campaign", "toString");
    expect(campaignLine(LINES)).toBeUndefined();
  });
});
