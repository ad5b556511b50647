import { entryPage } from "@/app/_pages/entry";
import { ServicePage } from "@/components/pages/service-page";
import { getService, getUi, router } from "@/lib/content";
import { format } from "@/lib/site/utils";

const categoryOf = (id: string) => router.serviceCategory(id)!;

/** A service page's title and description (its name in the catalogue's title template), its hero photo. */
export default entryPage("services", {
  text: (id, locale) => {
    const service = getService(categoryOf(id), id, locale);
    if (!service) throw new Error(`No service "${id}" in the catalogue`);
    return {
      title: format(getUi(locale).service.titleTemplate, { name: service.name }),
      description: service.description,
      photo: service.heroPhoto,
    };
  },
  View: ({ id, locale }) => (
    <ServicePage categoryId={categoryOf(id)} serviceId={id} locale={locale} />
  ),
});
