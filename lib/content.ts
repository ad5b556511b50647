import "server-only";
import { about } from "@/content/about";
import { gallery } from "@/content/gallery";
import { home } from "@/content/home";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { refundPolicy } from "@/content/legal/refund-policy";
import { termsAndConditions } from "@/content/legal/terms-and-conditions";
import { pages } from "@/content/pages";
import { serviceDefaults } from "@/content/service-defaults";
import { commercialCategory } from "@/content/services/commercial";
import { residentialCategory } from "@/content/services/residential";
import { site } from "@/content/site";
import { testimonials } from "@/content/testimonials";
import { createCatalogue } from "@/lib/catalogue";
import { parseContent } from "@/lib/parse-content";
import {
  AboutSchema,
  GalleryImageSchema,
  HomeSchema,
  LegalDocumentSchema,
  PagesSchema,
  SiteSchema,
  TestimonialSchema,
} from "@/lib/schemas";
import { uniqueIds } from "@/lib/unique-ids";

// Parsed once, when the build first imports this module: bad content fails `next build`.
const siteData = parseContent("content/site.ts", SiteSchema, site);
const homeData = parseContent("content/home.ts", HomeSchema, home);
const aboutData = parseContent("content/about.ts", AboutSchema, about);
const pagesData = parseContent("content/pages.ts", PagesSchema, pages);
const testimonialData = parseContent(
  "content/testimonials.ts",
  uniqueIds(TestimonialSchema.array()),
  testimonials,
);
const galleryData = parseContent(
  "content/gallery.ts",
  uniqueIds(GalleryImageSchema.array()),
  gallery,
);
const legalData = {
  "terms-and-conditions": parseContent(
    "content/legal/terms-and-conditions.ts",
    LegalDocumentSchema,
    termsAndConditions,
  ),
  "privacy-policy": parseContent(
    "content/legal/privacy-policy.ts",
    LegalDocumentSchema,
    privacyPolicy,
  ),
  "refund-policy": parseContent(
    "content/legal/refund-policy.ts",
    LegalDocumentSchema,
    refundPolicy,
  ),
};

const catalogue = createCatalogue(
  [
    { file: "content/services/residential.ts", data: residentialCategory },
    { file: "content/services/commercial.ts", data: commercialCategory },
  ],
  serviceDefaults,
);

export type LegalSlug = keyof typeof legalData;

export const getSite = () => siteData;
export const getHome = () => homeData;
export const getAbout = () => aboutData;
export const getPages = () => pagesData;
export const getGallery = () => galleryData;
export const getLegalDocument = (slug: LegalSlug) => legalData[slug];
export const getTestimonials = (limit?: number) =>
  limit === undefined ? testimonialData : testimonialData.slice(0, limit);

export const getCategories = () => catalogue.categories;
export const getCategory = catalogue.getCategory;
export const getService = catalogue.getService;
export const getAllServices = catalogue.getAllServices;
export const getCategoryServices = catalogue.getCategoryServices;
export const getRelatedServices = catalogue.getRelatedServices;
export const getServiceParams = catalogue.getServiceParams;
