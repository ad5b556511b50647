// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.
/** The pages of the route table, by key: each has its page type in app/_pages/<key>.tsx. */
export const PAGE_KEYS = [
  "home",
  "about",
  "services",
  "gallery",
  "testimonials",
  "contact",
  "terms",
  "privacy",
  "refund",
  "accessibility",
  "sitemap",
  "projects",
  "guides",
  "areas",
  "faq",
  "prices",
  "review",
  "process",
] as const;
