import { rmSync } from "node:fs";
import { getPriceRanges } from "@/lib/content";
import { loadError, readText, scratchEach, writeText } from "@/__tests__/support/scratch-content";

describe("price ranges (content/price-ranges/)", () => {
  it("gives every service of the catalogue its range, figures the same in both languages", () => {
    const [en, fr] = [getPriceRanges("en"), getPriceRanges("fr")];
    const services = en.flatMap((category) => category.services);
    expect(services.length).toBe(17);
    fr.flatMap((category) => category.services).forEach((service, index) => {
      const english = services[index]!;
      expect(service.id).toBe(english.id);
      expect([service.unit, service.low, service.high, service.minimum, service.reviewed]).toEqual([
        english.unit,
        english.low,
        english.high,
        english.minimum,
        english.reviewed,
      ]);
      expect(service.fees.map((fee) => fee.amount)).toEqual(english.fees.map((fee) => fee.amount));
      expect(service.includes).not.toBe(english.includes);
    });
  });

  describe("in a scratch copy", () => {
    let dir: string;
    scratchEach((copy) => (dir = copy));

    it("refuses a low figure above its high one, no review day, a fee without its words, a minimum that does not say whether it stacks and a missing file, naming each file and field", () => {
      const edit = (id: string, change: (text: string) => string) =>
        writeText(dir, `price-ranges/${id}.yml`, change(readText(dir, `price-ranges/${id}.yml`)));
      edit("interior-painting", (text) => text.replace(/^ {2}low: .*$/m, "  low: 9000"));
      edit("drywall-repair", (text) => text.replace(/^ {2}reviewed: .*\n/m, ""));
      edit("accent-feature-walls", (text) =>
        text.replace(/^( {4}- amount: .*\n {6}where: .*\n {6}per: .*\n) {6}label: .*\n/m, "$1"),
      );
      edit("exterior-painting", (text) => text.replace(/^ {2}minimumStacks: .*\n/m, ""));
      rmSync(`${dir}/price-ranges/stairs-railings-baseboards.yml`);
      const message = loadError(dir).message;
      expect(message).toMatch(
        /content\/price-ranges\/interior-painting\.yml:\n {2}- en\.high \(line \d+\): 750 is below the low figure 9000/,
      );
      expect(message).toMatch(
        /content\/price-ranges\/drywall-repair\.yml:\n {2}- en\.reviewed[^\n]*: must not be empty/,
      );
      expect(message).toMatch(
        /content\/price-ranges\/accent-feature-walls\.yml:\n {2}- en\.fees\[0\]\.label[^\n]*: must not be empty/,
      );
      expect(message).toMatch(
        /content\/price-ranges\/exterior-painting\.yml:\n {2}- en\.minimumStacks[^\n]*: must say whether this minimum still applies when the service is combined/,
      );
      expect(message).toContain(
        "content/price-ranges:\n  - stairs-railings-baseboards.yml is missing",
      );
    });
  });
});
