import { type Register } from "@/lib/schemas/business";
import { type Locale } from "@/lib/schemas/locales";
import { type BusinessStandIn } from "@/lib/content/stand-ins";

/** What a "Check us" line needs of the business file (content/shared/business.yml). */
type Facts = {
  rbqLicence?: string;
  taxNumbers?: { gstHst?: string; qst?: string };
  credentials: { wsibClearance: boolean; wsibAccount?: string };
  registers: Record<Register, Record<Locale, string>>;
  standIn?: Partial<Record<BusinessStandIn, boolean>>;
};

export type RegisterCheck = {
  register: Register;
  number: string;
  /** The register's page; none while the number is a stand-in (docs/decisions/0014). */
  href?: string;
  /** The stand-in mark that covers this number. */
  fact: BusinessStandIn;
};

/**
 * Each number the business states, in the order a client checks them, with the public
 * register where anyone verifies it. A register that takes the number in its address gets it
 * (`{number}`, digits and letters only); the others open on their search form.
 */
export function registerChecks(facts: Facts, locale: Locale): RegisterCheck[] {
  const numbers: [Register, BusinessStandIn, string | undefined][] = [
    ["rbq", "rbqLicence", facts.rbqLicence],
    [
      "wsib",
      "wsibClearance",
      facts.credentials.wsibClearance ? facts.credentials.wsibAccount : undefined,
    ],
    ["gstHst", "gstHst", facts.taxNumbers?.gstHst],
    ["qst", "qst", facts.taxNumbers?.qst],
  ];
  return numbers.flatMap(([register, fact, number]) => {
    if (!number) return [];
    const real = !facts.standIn?.[fact];
    const href = facts.registers[register][locale].replace(
      "{number}",
      encodeURIComponent(number.replace(/[\s-]/g, "")),
    );
    return [{ register, number, fact, ...(real ? { href } : {}) }];
  });
}
