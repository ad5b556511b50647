import { type LoadContext } from "@/lib/store/files";
import { type EntrySource, readCollection } from "@/lib/content/collection";
import { type PhotoOf } from "@/lib/content/photos";
import { typeset } from "@/lib/locale/french-typography";
import { REGISTRY } from "@/lib/registry/registry";
import { type ProjectChoices, type ProjectFrontMatter } from "@/lib/schemas/project";
import { type PhotoInput, type ResolvedPhoto } from "@/lib/schemas/photo";
import { type Locale } from "@/lib/schemas/locales";

/** One project as its two files hold it: each language's front matter and story. */
export type ProjectSource = EntrySource<ProjectFrontMatter>;

const PROJECTS = REGISTRY.projects;
const FOLDER = PROJECTS.folder;

/**
 * Every project of content/projects/, newest first. Each needs its file in every language,
 * the English address equal to the file's name, the same facts in both files, and services,
 * place and testimonial that exist; any miss stops the build naming the file and field.
 */
export function readProjects(context: LoadContext, choices: ProjectChoices): ProjectSource[] {
  const schema = PROJECTS.schema({ project: choices });
  return readCollection(context, PROJECTS, schema, { text: "story", stop: true }).sort(
    (a, b) => b.data.en.date.localeCompare(a.data.en.date) || a.id.localeCompare(b.id),
  );
}

type ServiceLink = { id: string; name: string; href: string; categoryId: string };
type ProjectContext<T> = {
  locale: Locale;
  href: string;
  /** "2025-10" → "October 2025", in the page's language. */
  month: (date: string) => string;
  service: (id: string) => ServiceLink;
  testimonial: (id: string) => T;
  /** The story as HTML, rendered and sanitized like the services' descriptions. */
  story: (markdown: string, file: string) => string;
  photo: PhotoOf;
};

/** One project as its page and its cards show it, in one language. */
export function projectView<T>(source: ProjectSource, context: ProjectContext<T>) {
  const { locale } = context;
  const data = typeset(source.data[locale], locale);
  const file = `${FOLDER}/${source.id}.${locale}.md`;
  const photo = (image: PhotoInput, field: string): ResolvedPhoto =>
    context.photo(image, file, field);
  const services = data.services.map(context.service);
  return {
    id: source.id,
    href: context.href,
    title: data.title,
    summary: data.summary,
    standIn: data.standIn ?? false,
    date: data.date,
    month: context.month(data.date),
    area: data.area,
    serviceArea: data.serviceArea,
    duration: data.duration,
    products: data.products ?? [],
    services,
    categories: [...new Set(services.map((service) => service.categoryId))],
    pairs: data.pairs.map((pair, index) => ({
      before: photo(pair.before, `pairs[${index}].before`),
      after: photo(pair.after, `pairs[${index}].after`),
      caption: pair.caption,
    })),
    photos: (data.photos ?? []).map((image, index) => photo(image, `photos[${index}]`)),
    testimonial: data.testimonial ? context.testimonial(data.testimonial) : undefined,
    storyHtml: context.story(source.body[locale], file),
  };
}
