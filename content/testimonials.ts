import { type TestimonialInput } from "@/lib/schemas";

export const testimonials = [
  {
    id: "glebe-main-floor-repaint",
    quote:
      "Northbrush repainted the main floor and stairwell of our 1920s house in the Glebe. They filled decades of nail holes, protected the original oak floors and finished on the day they promised. The trim lines are cleaner than when we bought the place.",
    author: "Sarah M.",
    rating: 5,
    projectType: "Interior painting",
    location: "The Glebe",
  },
  {
    id: "centretown-condo-corridors",
    quote:
      "We hired Northbrush to repaint the corridors and lobby of our 12-storey building in Centretown. They worked floor by floor, posted notices for residents a week ahead and kept the elevators clear the whole time. We did not receive a single complaint from owners.",
    author: "Property manager, Centretown condo building",
    rating: 5,
    projectType: "Condo and apartment painting",
    location: "Centretown",
  },
  {
    id: "orleans-siding-and-trim",
    quote:
      "After a few hard winters, the trim and siding on our Orléans house were peeling badly. The crew scraped, primed and painted everything over four dry days in June, and left the yard cleaner than they found it.",
    author: "Marc L.",
    rating: 5,
    projectType: "Exterior painting",
    location: "Orléans",
  },
  {
    id: "kanata-office-weekends",
    quote:
      "They painted our Kanata office over two weekends, so the team never lost a working day. The meeting rooms got a washable eggshell finish, and the reception feature wall finally matches our brand colour.",
    author: "Office manager, Kanata technology company",
    rating: 5,
    projectType: "Interior commercial painting",
    location: "Kanata",
  },
  {
    id: "barrhaven-ceiling-repair",
    quote:
      "After a plumbing leak, Northbrush patched the family room ceiling in our Barrhaven home and repainted the whole room. You cannot tell where the repair is. Booking took a little longer than we hoped in the busy season, but the result was worth the wait.",
    author: "Priya S.",
    rating: 4,
    projectType: "Drywall repair and painting",
    location: "Barrhaven",
  },
  {
    id: "westboro-boutique-weekend",
    quote:
      "We needed the shop repainted between closing on Saturday and opening on Monday. The crew moved the displays, painted the walls and window trim, and put everything back exactly where it was. A low-odour paint meant there was no smell when customers walked in.",
    author: "Owner, Westboro retail boutique",
    rating: 5,
    projectType: "Retail painting",
    location: "Westboro",
  },
  {
    id: "gloucester-warehouse-repaint",
    quote:
      "Northbrush repainted the walls and columns of our Gloucester warehouse and refreshed the yellow safety lines on the floor. They worked around our shift changes and forklift traffic without holding up a single shipment. One section needed a second visit for touch-ups, which they handled quickly.",
    author: "Facilities coordinator, Gloucester distribution warehouse",
    rating: 4,
    projectType: "Industrial and warehouse painting",
    location: "Gloucester",
  },
  {
    id: "nepean-stairs-and-baseboards",
    quote:
      "They repainted the spindles and railing on our staircase and every baseboard in the house. It is fiddly work in a home with two kids and a dog, and they cleaned up carefully at the end of each day.",
    author: "Julie T.",
    rating: 5,
    projectType: "Stairs, railings and baseboards",
    location: "Nepean",
  },
] satisfies TestimonialInput[];
