import { type HomeInput } from "@/lib/schemas";

export const home = {
  meta: {
    title: "Ottawa House & Commercial Painters",
    description:
      "Interior and exterior painting for Ottawa homes, condos and businesses. Careful prep, tidy crews and free written quotes. Call or WhatsApp us today.",
  },
  hero: {
    eyebrow: "Residential & commercial painting in Ottawa",
    headline: "Crafting Brilliance, One Stroke at a Time",
    intro:
      "Interior and exterior painting, drywall repair and maintenance programs for homes, condos and businesses across Ottawa, with clear written quotes and crews who treat your space with respect.",
    primaryCta: { label: "Get Your Free Estimate", href: "/contact#quote" },
    secondaryCta: { label: "Discover Our Services", href: "/services" },
    image: {
      src: "https://images.unsplash.com/photo-1717281234297-3def5ae3eee1",
      alt: "Painter rolling fresh paint onto an interior wall",
      width: 1600,
      height: 1067,
    },
  },
  counters: [
    { label: "Completed Projects", value: 885, suffix: "+" },
    { label: "Happy Clients", value: 1154, suffix: "+" },
    { label: "Ongoing Projects", value: 9, suffix: "+" },
  ],
  servicesTeaser: {
    heading: "Painting Services for Homes and Businesses",
    intro:
      "From a single accent wall to a full condo corridor repaint, we handle the preparation, the painting and the clean-up. Here are a few of the services Ottawa clients ask for most.",
    cta: { label: "See All Services", href: "/services" },
  },
  teamStrip: {
    heading: "Our Crew at Work",
    intro:
      "Every job is done by trained painters who protect floors and furniture, prepare surfaces properly and leave the space clean at the end of each day.",
    photos: [
      {
        src: "https://images.unsplash.com/photo-1688372199140-cade7ae820fe",
        alt: "Painter in red overalls rolling paint on an interior wall",
        width: 1600,
        height: 1067,
      },
      {
        src: "https://images.unsplash.com/photo-1574359411659-15573a27fd0c",
        alt: "Two workers on a ladder painting an exterior wall",
        width: 1600,
        height: 1067,
      },
      {
        src: "https://images.unsplash.com/photo-1629941633816-a1d688cb2d1d",
        alt: "Painter painting the wall of a room",
        width: 1600,
        height: 1067,
      },
      {
        src: "https://images.unsplash.com/photo-1562259929-b4e1fd3aef09",
        alt: "Professional painter at work on an interior painting job",
        width: 1600,
        height: 1067,
      },
    ],
  },
  whyChooseUs: {
    heading: "Why Ottawa Clients Choose Northbrush",
    intro:
      "Good painting is mostly good preparation and good communication. This is what you can expect from us on every project, large or small.",
    points: [
      {
        title: "Free, written quotes",
        body: "We visit, measure and send a clear written quote that lists the surfaces, the number of coats and the products, so you know exactly what you are paying for.",
        icon: "clipboard-check",
      },
      {
        title: "Preparation done properly",
        body: "We fill, sand, caulk and prime before any finish coat goes on. It is the part you don't see, and it is why the finish lasts.",
        icon: "layers",
      },
      {
        title: "Clean, respectful crews",
        body: "Floors and furniture are covered, work areas are tidied every evening and we leave your home or business ready to use.",
        icon: "sparkles",
      },
      {
        title: "Schedules you can plan around",
        body: "We agree on start and finish dates up front and keep you posted if anything changes, such as rain on an exterior job.",
        icon: "calendar-check",
      },
      {
        title: "Minimal disruption for businesses",
        body: "For offices, shops and condo buildings we can work evenings, weekends or floor by floor so tenants and customers are not kept out.",
        icon: "clock",
      },
      {
        title: "Products suited to Ottawa weather",
        body: "Exterior coatings are chosen for freeze-thaw cycles and applied only when temperature and humidity are right for a durable finish.",
        icon: "snowflake",
      },
    ],
  },
  process: {
    heading: "How Your Project Works",
    intro: "Four simple steps from the first call to the final walkthrough.",
    steps: [
      {
        title: "Free consultation & quote",
        body: "Tell us about your project by phone, WhatsApp or the quote form. We visit the site, talk through colours and finishes, and send a written quote.",
      },
      {
        title: "Preparation",
        body: "We protect floors, furniture and landscaping, then patch, sand, caulk and prime so every surface is ready for paint.",
      },
      {
        title: "Painting",
        body: "Our crew applies the agreed number of coats with clean cut lines, tidying the work area at the end of each day.",
      },
      {
        title: "Final walkthrough",
        body: "We walk through the finished work with you, touch up anything you point out and leave the space clean and ready to use.",
      },
    ],
  },
  testimonials: {
    heading: "What Our Clients Say",
    intro:
      "Homeowners, property managers and business owners across Ottawa on what it is like to work with us.",
    cta: { label: "Read More Testimonials", href: "/testimonials" },
  },
  closingCta: {
    heading: "Ready to Start Your Painting Project?",
    body: "Tell us what you'd like painted and we'll get back to you with a free, no-obligation written quote.",
  },
} satisfies HomeInput;
