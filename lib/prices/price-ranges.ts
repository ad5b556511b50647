import { type LoadContext, readPerService, readTypeset } from "@/lib/store/files";
import { type Locale } from "@/lib/schemas/locales";
import { perServiceFile, REGISTRY } from "@/lib/registry/registry";
import { type PriceRangeFile } from "@/lib/schemas/price-ranges";

const PRICE_RANGES = REGISTRY.price_ranges.perService;

/**
 * content/price-ranges/: one file per catalogue service (readPerService); a file with a problem
 * (a low figure above its high one, no review day, a fee without its words) is reported with
 * every other problem of the build. The figures are entered once, in English: the schema marks
 * them (readLocalizedYaml).
 */
export const readPriceRanges = (
  context: LoadContext,
  serviceIds: string[],
): Map<string, Record<Locale, PriceRangeFile>> =>
  readPerService(
    context,
    PRICE_RANGES.folder,
    serviceIds,
    (id) =>
      readTypeset(context, perServiceFile(PRICE_RANGES, id), PRICE_RANGES.schema) as Record<
        Locale,
        PriceRangeFile
      >,
    { missing: () => "every service has its typical price range" },
  );

/** One language's price ranges, in the catalogue's order, each with its service's name and page. */
export function priceRangesOf(
  files: Map<string, Record<Locale, PriceRangeFile>>,
  locale: Locale,
  categories: { id: string; name: string; items: { id: string; name: string; href: string }[] }[],
) {
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    services: category.items.flatMap((service) => {
      const file = files.get(service.id)?.[locale];
      return file ? [{ id: service.id, name: service.name, href: service.href, ...file }] : [];
    }),
  }));
}
