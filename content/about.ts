import { type AboutInput } from "@/lib/schemas";

export const about = {
  meta: {
    title: "About Our Ottawa Painting Team",
    description:
      "Meet Northbrush, an Ottawa painting contractor for homes, condos and businesses. Learn how we work, what we value and why clients call us back.",
  },
  heading: "About Us",
  intro:
    "We are an Ottawa painting contractor serving homeowners, property managers and businesses across the city and the surrounding area.",
  image: {
    src: "https://images.unsplash.com/photo-1562259949-e8e7689d7828",
    alt: "Painter working on interior walls",
    width: 1600,
    height: 1067,
  },
  story: {
    heading: "Our Story",
    paragraphs: [
      "Northbrush began as a small residential crew painting living rooms, bedrooms and front porches for neighbours in Ottawa's east end. Word of mouth did the rest, and today we work from our office on St. Laurent Boulevard with projects from Kanata to Orléans and across the river in Gatineau.",
      "As homeowners started asking us to take care of their workplaces too, we added commercial painting: offices, shops, restaurants, condo corridors and warehouses. Commercial work taught us to plan around tenants and opening hours, and that discipline now shapes every residential job as well.",
      "Whatever the size of the project, our approach stays the same: an honest written quote, careful preparation, a tidy crew and a final walkthrough with you before we call the job done.",
    ],
  },
  mission: {
    heading: "Our Mission",
    body: "To give every client a durable, clean finish through careful preparation, quality products and clear communication from the first visit to the final walkthrough.",
  },
  vision: {
    heading: "Our Vision",
    body: "To be the painting contractor Ottawa homeowners and property managers recommend to their neighbours and call back for their next project.",
  },
  reasons: {
    heading: "Why Choose Us",
    points: [
      {
        title: "Clear, written quotes",
        body: "Our quotes spell out the surfaces, preparation, number of coats and products, so there are no surprises when the invoice arrives.",
        icon: "clipboard-check",
      },
      {
        title: "Residential and commercial experience",
        body: "From a single bedroom to a multi-storey condo building, we plan each project around the people who live or work in the space.",
        icon: "buildings",
      },
      {
        title: "Respect for your space",
        body: "We cover floors and furniture, keep work areas tidy every day and walk through the finished work with you before we leave.",
        icon: "shield-check",
      },
    ],
  },
} satisfies AboutInput;
