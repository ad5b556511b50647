import { isSamePath, serviceHref, telHref } from "@/lib/routes";
import { redirectTarget } from "@/components/not-found-redirect";

describe("routes", () => {
  it("builds every service link in the /services/{categoryId}/{serviceId}/ shape", () => {
    expect(serviceHref("residential", "property-maintenance-painting-residential")).toBe(
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

  it("sends unknown service paths to /services/ and anything else home", () => {
    expect(redirectTarget("/services/residential/nope/")).toBe("/services/");
    expect(redirectTarget("/services/unknown/")).toBe("/services/");
    expect(redirectTarget("/services-old")).toBe("/");
    expect(redirectTarget("/no/such/page")).toBe("/");
  });
});
