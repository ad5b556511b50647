import { type SiteInput } from "@/lib/schemas";

/*
 * The business identity, in one place (design.md §1). The spec withholds the real
 * name, numbers and e-mail, so these are clearly fictional stand-ins: phones in the
 * reserved 555-01XX range and an address at example.com. Replace them here only.
 */
export const site = {
  name: "Northbrush Painting Co.",
  shortName: "Northbrush",
  logoSubtitle: "Painting Co.",
  tagline: "Residential and commercial painting in Ottawa",
  description:
    "Ottawa painters for homes, condos and businesses: interior and exterior painting, drywall repair and maintenance programs, with free written quotes.",
  email: "hello@example.com",
  phones: {
    office: { display: "+1 613-555-0143", e164: "+16135550143" },
    whatsapp: { display: "+1 613-555-0178", e164: "+16135550178" },
  },
  address: {
    street: "1200 St. Laurent Blvd",
    city: "Ottawa",
    region: "ON",
    postalCode: "K1K 3B8",
    country: "CA",
    line: "1200 St. Laurent Blvd, Ottawa, ON K1K 3B8",
  },
  geo: { lat: 45.4216, lng: -75.6386 },
  hours: {
    short: "Mon – Sat: 9 AM – 6 PM",
    days: [
      { days: "Monday – Saturday", hours: "9:00 AM – 6:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ],
    opens: "09:00",
    closes: "18:00",
    openDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  },
  areaServed: ["Ottawa", "Gatineau", "Kanata", "Orléans", "Nepean", "Barrhaven", "Gloucester"],
  // The spec's social links lead nowhere yet: "#" marks them as placeholders.
  socials: [
    { name: "Facebook", href: "#" },
    { name: "Instagram", href: "#" },
    { name: "LinkedIn", href: "#" },
    { name: "Twitter", href: "#" },
  ],
  whatsappGreeting: "Hello Northbrush Painting! I would like a free quote for a painting project.",
} satisfies SiteInput;
