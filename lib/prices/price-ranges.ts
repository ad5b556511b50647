import { ContentError, type LoadContext, readTypeset } from "@/lib/store/files";
import { type Locale } from "@/lib/schemas/locales";
import { perServiceFile, REGISTRY } from "@/lib/registry/registry";
import { type PriceRangeFile } from "@/lib/schemas/price-ranges";

const PRICE_RANGES = REGISTRY.price_ranges.perService;
const PRICE_RANGES_FOLDER = PRICE_RANGES.folder;

/**
 * content/price-ranges/: one file per catalogue service, nothing else; a missing or misnamed
 * file is named. A file with a problem (a low figure above its high one, no review day, a fee
 * without its words) is reported with every other problem of the build.
 */
export function readPriceRanges(
  context: LoadContext,
  serviceIds: string[],
): Map<string, Record<Locale, PriceRangeFile>> {
  const { report } = context;
  const present = context.store.list(PRICE_RANGES_FOLDER);
  const problems = [
    ...serviceIds
      .filter((id) => !present.includes(`${id}.yml`))
      .map((id) => `${id}.yml is missing: every service has its typical price range`),
    ...present
      .filter((name) => !serviceIds.some((id) => `${id}.yml` === name))
      .map(
        (name) =>
          `${name} is not "<service>.yml" for a service of content/shared/services.yml (a misspelt file name?)`,
      ),
  ];
  if (problems.length) report(new ContentError(PRICE_RANGES_FOLDER, problems));
  const files = new Map<string, Record<Locale, PriceRangeFile>>();
  for (const id of serviceIds.filter((id) => present.includes(`${id}.yml`))) {
    try {
      const file = perServiceFile(PRICE_RANGES, id);
      // The figures are entered once, in English: the schema marks them (readLocalizedYaml).
      files.set(
        id,
        readTypeset(context, file, PRICE_RANGES.schema) as Record<Locale, PriceRangeFile>,
      );
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      report(error);
    }
  }
  return files;
}

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
