// Written by scripts/build/routes.mjs from content/shared/routes.yml: edit the table, then run `npm run routes`.
import home from "@/app/_pages/home";
import about from "@/app/_pages/about";
import services from "@/app/_pages/services";
import gallery from "@/app/_pages/gallery";
import testimonials from "@/app/_pages/testimonials";
import contact from "@/app/_pages/contact";
import terms from "@/app/_pages/terms";
import privacy from "@/app/_pages/privacy";
import refund from "@/app/_pages/refund";
import accessibility from "@/app/_pages/accessibility";
import sitemap from "@/app/_pages/sitemap";
import projects from "@/app/_pages/projects";
import guides from "@/app/_pages/guides";
import areas from "@/app/_pages/areas";
import faq from "@/app/_pages/faq";
import prices from "@/app/_pages/prices";
import review from "@/app/_pages/review";
import process from "@/app/_pages/process";
import service from "@/app/_pages/service";
import project from "@/app/_pages/project";
import guide from "@/app/_pages/guide";
import area from "@/app/_pages/area";

/** Every page type of the route table, each with the words of its pages. */
export const PAGE_TYPES = [
  home,
  about,
  services,
  gallery,
  testimonials,
  contact,
  terms,
  privacy,
  refund,
  accessibility,
  sitemap,
  projects,
  guides,
  areas,
  faq,
  prices,
  review,
  process,
  service,
  project,
  guide,
  area,
];
