import { type NavData } from "@/lib/nav/navigation";

export const navFixture: NavData = {
  label: "Main",
  items: [
    { kind: "page", link: { label: "Home", href: "/" } },
    { kind: "page", link: { label: "About Us", href: "/about/" } },
    {
      kind: "services",
      label: "Our Services",
      categories: [
        {
          id: "residential",
          name: "Residential Painting",
          services: [
            { label: "Interior Painting", href: "/services/residential/interior-painting/" },
            { label: "Drywall Repair", href: "/services/residential/drywall-repair/" },
          ],
        },
        {
          id: "commercial",
          name: "Commercial Painting",
          services: [
            {
              label: "Parking Lot Line Painting",
              href: "/services/commercial/parking-lot-line-painting/",
            },
          ],
        },
      ],
      viewAll: { label: "View All Services Page →", href: "/services/" },
      viewAllMobile: { label: "View All Services Page", href: "/services/" },
    },
    { kind: "page", link: { label: "Testimonials", href: "/testimonials/" } },
    { kind: "page", link: { label: "Contact Us", href: "/contact/" } },
  ],
  quote: { label: "Get a Free Quote", href: "/contact/#quote" },
  language: {
    counterparts: { "/": "/fr/", "/about/": "/fr/a-propos/" },
    fallback: "/fr/",
    label: "Français",
    name: "Lire cette page en français",
    lang: "fr-CA",
  },
};
