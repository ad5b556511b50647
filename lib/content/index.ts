// The one door pages use to content. "server-only" keeps the loader (and the files it reads)
// out of client bundles; tests outside Next import ./load directly. Each name is listed, not
// re-exported with `*`, so knip sees a getter no page uses.
import "server-only";

export {
  LEGAL_SLUGS,
  RELATED_SERVICES_LIMIT,
  getAbout,
  getAdminLabels,
  getAllServices,
  getCategories,
  getCategoryServices,
  getGallery,
  getHome,
  getLegalDocument,
  getLocales,
  getPages,
  getProject,
  getProjects,
  getProjectsUsing,
  getRelatedServices,
  getService,
  getSite,
  getTestimonials,
  getTranslationStatus,
  getUi,
  router,
  type About,
  type GalleryImage,
  type Home,
  type LegalDocument,
  type LegalSlug,
  type Project,
  type ResolvedService,
  type ServiceCategory,
  type Site,
  type Testimonial,
} from "@/lib/content/load";
export {
  getCampaignLines,
  getNoticeLabels,
  getNotices,
  type NoticeSpot,
} from "@/lib/content/notices";
