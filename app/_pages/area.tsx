import { entryPage } from "@/app/_pages/entry";
import { AreaPage } from "@/components/pages/area-page";
import { getArea, getUi } from "@/lib/content";
import { format } from "@/lib/locale/format";

/** An area's name and summary; its card is the words alone (an area has no photo of its own). */
export default entryPage("areas", {
  text: (id, locale) => {
    const area = getArea(id, locale);
    if (!area) throw new Error(`No service area "${id}" in content/areas/`);
    return {
      title: format(getUi(locale).areas.title, { name: area.name }),
      description: area.summary,
    };
  },
  View: ({ id, locale }) => <AreaPage areaId={id} locale={locale} />,
});
