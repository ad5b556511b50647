import { ContentError, type LoadContext } from "@/lib/store/files";
import { type EntrySource, readCollection } from "@/lib/content/collection";
import { typeset } from "@/lib/locale/french-typography";
import { REGISTRY } from "@/lib/registry/registry";
import { type AreaFrontMatter } from "@/lib/schemas/area";
import { type Locale } from "@/lib/schemas/locales";

export type AreaSource = EntrySource<AreaFrontMatter>;

const AREAS = REGISTRY.areas;
const FOLDER = AREAS.folder;
/** The testimonials' facts, which may name an area too. */
const TESTIMONIALS = REGISTRY.shared_lists.files.testimonials.file;

/** Every service area of content/areas/, by name. */
export function readAreas(context: LoadContext): AreaSource[] {
  const areas = readCollection(context, AREAS, AREAS.schema);
  if (areas.length === 0) {
    context.report(
      new ContentError(FOLDER, ["holds no service area: the areas pages need at least one"]),
    );
  }
  return areas.sort((a, b) => a.data.en.name.localeCompare(b.data.en.name, "en"));
}

/** What names an area: a project's or a testimonial's `serviceArea`. */
type LocalWork = { id: string; serviceArea?: string };

/**
 * No doorway pages: an area has a page only with local work (a project or testimonial whose
 * `serviceArea` names it). One without is left out with a warning, not refused: the area and
 * its project are published one after the other, in either order, and each must build. A
 * testimonial naming no area file is refused. Returns the areas with local work.
 */
export function withLocalWork(
  { report, warn }: LoadContext,
  areas: AreaSource[],
  work: { projects: LocalWork[]; testimonials: LocalWork[] },
): AreaSource[] {
  const unknown = work.testimonials.filter(
    (item) => item.serviceArea && !areas.some((area) => area.id === item.serviceArea),
  );
  if (unknown.length) {
    report(
      new ContentError(
        TESTIMONIALS,
        unknown.map(
          (item) =>
            `(id "${item.id}").serviceArea: "${item.serviceArea}" is not a service area (a file name of content/${FOLDER}/, without .en.md)`,
        ),
      ),
    );
  }
  const named = (area: AreaSource) =>
    [...work.projects, ...work.testimonials].some((item) => item.serviceArea === area.id);
  for (const area of areas.filter((each) => !named(each))) {
    warn(
      `content/${FOLDER}/${area.id}.en.md: the area "${area.data.en.name}" is not published yet (no page, not listed): no project (content/${REGISTRY.projects.folder}/) and no testimonial (content/${TESTIMONIALS}) names it with serviceArea: ${area.id}. It appears once one does.`,
    );
  }
  const published = areas.filter(named);
  if (areas.length > 0 && published.length === 0) {
    report(
      new ContentError(FOLDER, [
        "no service area has local work (a project or testimonial naming it): the areas page would list nothing",
      ]),
    );
  }
  return published;
}

type AreaContext<P, T> = {
  locale: Locale;
  href: string;
  projects: P[];
  testimonials: T[];
  render: (markdown: string, file: string) => string;
};

/** One area as its page and the hub show it. */
type ServiceLink = { id: string; name: string; href: string };

export function areaView<P extends { services: ServiceLink[] }, T>(
  source: AreaSource,
  context: AreaContext<P, T>,
) {
  const data = typeset(source.data[context.locale], context.locale);
  const services: ServiceLink[] = context.projects
    .flatMap((project) => project.services)
    .filter((service, index, all) => all.findIndex((other) => other.id === service.id) === index);
  return {
    id: source.id,
    href: context.href,
    name: data.name,
    summary: data.summary,
    province: data.province,
    city: data.city,
    projects: context.projects,
    testimonials: context.testimonials,
    services,
    html: context.render(
      source.body[context.locale],
      `${FOLDER}/${source.id}.${context.locale}.md`,
    ),
  };
}
