import { type PagesInput } from "@/lib/schemas";

export const pages = {
  services: {
    meta: {
      title: "Residential & Commercial Painting Services",
      description:
        "Interior, exterior, drywall, condo, office, retail, warehouse and parking lot line painting in Ottawa. Browse our residential and commercial services.",
    },
    heading: "Our Services",
    intro:
      "We paint homes, condos and commercial properties across Ottawa. Choose a category below to see each service, what it includes and how to get a free quote.",
  },
  gallery: {
    meta: {
      title: "Painting Project Gallery",
      description:
        "Photos of painters at work, painted interiors, house exteriors and commercial spaces. See the kind of work we do for Ottawa clients.",
    },
    heading: "Gallery",
    intro:
      "A look at the kind of work we do: painters on the job, finished rooms, house exteriors and commercial spaces. Select a photo to view it larger.",
  },
  testimonials: {
    meta: {
      title: "Client Testimonials",
      description:
        "What homeowners, property managers and business owners in Ottawa say about working with our painting crews, from the Glebe to Kanata and Orléans.",
    },
    heading: "Testimonials",
    intro:
      "Feedback from homeowners, property managers and business owners across Ottawa on our residential and commercial painting work.",
    note: "These testimonials are representative examples of the feedback we receive, written to illustrate typical projects; they are not verbatim reviews from named clients.",
  },
  contact: {
    meta: {
      title: "Contact Us for a Free Painting Quote",
      description:
        "Request a free painting quote in Ottawa. Call, send a WhatsApp message or e-mail us. Office open Monday to Saturday, 9 AM to 6 PM.",
    },
    heading: "Contact Us",
    intro:
      "Have a room, a house or a whole building to paint? Get in touch and we'll help you plan it, from colours and finishes to scheduling.",
    formHeading: "Get a Free Quote",
    formIntro:
      "Tell us what you'd like painted, roughly how large the space is and when you'd like the work done. We'll reply with a few questions or to book a free on-site visit.",
    detailsHeading: "Contact Information",
    mapHeading: "Find Our Office",
  },
  sitemap: {
    meta: {
      title: "Sitemap",
      description:
        "Every page of our website in one list: main pages, all residential and commercial painting services, and our legal pages.",
    },
    heading: "Sitemap",
    intro: "All pages of this website, grouped by type.",
  },
} satisfies PagesInput;
