/*
 * Fixed interface labels, in one module so a French (fr-CA) edition can add a
 * sibling file with the same shape. {placeholders} are filled by lib/utils format().
 */
export const ui = {
  locale: "en-CA",
  skipLink: "Skip to main content",
  logoLabel: "{name} – home",
  nav: {
    label: "Main",
    home: "Home",
    about: "About Us",
    services: "Our Services",
    testimonials: "Testimonials",
    contact: "Contact Us",
    quote: "Get a Free Quote",
    viewAllServices: "View All Services Page →",
    viewAllServicesMobile: "View All Services Page",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    callIcon: "Call {phone}",
  },
  topBar: {
    callUs: "Call Us",
    emailLabel: "E-mail us at {email}",
  },
  footer: {
    about: "Residential and commercial painting across Ottawa and the surrounding area.",
    quickLinks: "Quick Links",
    ourServices: "Our Services",
    contact: "Contact Info",
    legal: "Legal",
    follow: "Follow Us",
    hours: "Hours",
    phone: "Phone / WhatsApp",
    email: "E-mail",
    address: "Address",
    copyright: "© {year} {name}. All rights reserved.",
    sitemap: "Sitemap",
    gallery: "Gallery",
  },
  legal: { updated: "Last updated:" },
  legalLinks: {
    terms: "Terms and Conditions",
    privacy: "Privacy Policy",
    refund: "Refund Policy",
  },
  floating: {
    whatsapp: "Chat with us on WhatsApp",
    call: "Call us at {phone}",
  },
  cta: {
    whatsapp: "Chat on WhatsApp",
    call: "Call {phone}",
    quote: "Get a Free Quote",
    newWindow: "(opens in a new window)",
  },
  services: {
    categoriesLabel: "Service categories",
    learnMore: "Learn more",
    learnMoreAbout: "Learn more about {name}",
    servicesCount: "{count} services",
  },
  service: {
    breadcrumbLabel: "Breadcrumb",
    home: "Home",
    services: "Services",
    overview: "Overview",
    highlights: "Highlights",
    quoteHeading: "Get a free quote for {name}",
    quoteBody:
      "Tell us about your project and we will reply with a clear written quote. Call the office or send us a WhatsApp message.",
    related: "Related Services",
  },
  testimonials: {
    rating: "Rated {rating} out of 5",
    projectType: "Project",
  },
  gallery: {
    open: "View larger: {caption}",
    dialogLabel: "Photo viewer",
    previous: "Previous photo",
    next: "Next photo",
    close: "Close viewer",
    position: "Photo {index} of {total}",
  },
  contact: {
    phoneOffice: "Office",
    phoneWhatsapp: "WhatsApp",
    email: "E-mail",
    address: "Address",
    hours: "Business hours",
    mapTitle: "Map showing our office at {address}",
    mapLink: "View larger map on OpenStreetMap",
  },
  form: {
    name: { label: "Full Name", placeholder: "Your Name" },
    email: { label: "Email Address", placeholder: "you@example.com" },
    phone: { label: "Phone Number", placeholder: "613-555-0100" },
    message: {
      label: "Message / Project Details",
      placeholder: "Tell us about your painting project...",
    },
    submit: "Send via WhatsApp",
    required: "Required",
    tooLong: "{field} must be at most {max} characters.",
    invalidEmail: "Enter a valid email address.",
    missing: "{field} is required.",
    popupFallback: "Your browser blocked the new window. Open WhatsApp to send your message:",
    popupFallbackLink: "Open WhatsApp",
    privacy:
      "Nothing you type here is stored or sent to us: the form opens WhatsApp with your message ready to send.",
  },
  toast: {
    submittedTitle: "Form Submitted!",
    submittedDescription: "You will be redirected to WhatsApp to send your message.",
    close: "Close notification",
    /** Names the notifications region; {hotkey} becomes F8. */
    region: "Notifications ({hotkey})",
    /** Read before each toast by screen readers. */
    announce: "Notification",
  },
  counters: { label: "Our work in numbers" },
  loading: "Loading…",
  notFound: {
    title: "Page not found",
    heading: "This page does not exist",
    body: "The address may be mistyped or the page may have moved. You are being taken to the right place; if nothing happens, use these links:",
    home: "Go to the home page",
    services: "See all services",
  },
  error: {
    heading: "Unexpected Application Error!",
    retry: "Try again",
    home: "Go to the home page",
  },
  sitemap: {
    main: "Main pages",
    services: "Services",
    legal: "Legal pages",
  },
} as const;

export type UiStrings = typeof ui;
