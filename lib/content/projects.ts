import { ContentError, copyShared, type LoadContext, readMarkdown } from "@/lib/store/files";
import { type PhotoOf } from "@/lib/content/photos";
import { typeset } from "@/lib/locale/french-typography";
import { REGISTRY, sharedFacts, sharedFields } from "@/lib/registry/registry";
import { type ProjectChoices, type ProjectFrontMatter } from "@/lib/schemas/project";
import { type PhotoInput, type ResolvedPhoto } from "@/lib/schemas/photo";
import { type Locale, LOCALES } from "@/lib/schemas/locales";

/** One project as its two files hold it: each language's front matter and story. */
export type ProjectSource = {
  id: string;
  data: Record<Locale, ProjectFrontMatter>;
  body: Record<Locale, string>;
};

const PROJECTS = REGISTRY.projects;
const FOLDER = PROJECTS.folder;
type ProjectSchema = ReturnType<typeof PROJECTS.schema>;

/**
 * Every project of content/projects/, newest first. Each needs its file in every language,
 * the English address equal to the file's name, the same facts in both files, and services,
 * place and testimonial that exist; any miss stops the build naming the file and field.
 */
export function readProjects(context: LoadContext, choices: ProjectChoices): ProjectSource[] {
  const schema = PROJECTS.schema({ project: choices });
  const files = context.store.list(FOLDER);
  const names = new Set<string>();
  for (const file of files) {
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/.exec(file);
    if (!match || !LOCALES.includes(match[2] as Locale)) {
      throw new ContentError(`${FOLDER}/${file}`, [
        'is not "<name>.<language>.md" with a name in lower-case words joined by hyphens',
      ]);
    }
    names.add(match[1]!);
  }

  // A project with a problem is reported and left out, so the other files are checked too.
  const projects = [...names].flatMap((id) => {
    try {
      return [readProject(context, id, files, schema)];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      context.report(error);
      return [];
    }
  });

  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const project of projects) {
      const address = project.data[locale].address;
      const other = seen.get(address);
      if (other) {
        throw new ContentError(`${FOLDER}/${project.id}.${locale}.md`, [
          `address: "${address}" is already the address of ${other}`,
        ]);
      }
      seen.set(address, project.id);
    }
  }
  return projects.sort(
    (a, b) => b.data.en.date.localeCompare(a.data.en.date) || a.id.localeCompare(b.id),
  );
}

function readProject(
  context: LoadContext,
  id: string,
  files: string[],
  schema: ProjectSchema,
): ProjectSource {
  const data = {} as Record<Locale, ProjectFrontMatter>;
  const body = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const file = `${FOLDER}/${id}.${locale}.md`;
    if (!files.includes(`${id}.${locale}.md`)) {
      throw new ContentError(file, ["is missing: every project needs its story in every language"]);
    }
  }
  // The English file first: the other languages take its facts, checked there (a French file
  // that states one is only compared with it, so a bad fact is reported once, in English).
  const others = LOCALES.filter((locale) => locale !== "en");
  // The facts the schema marks shared (lib/registry/registry.ts), left out of the others' schema.
  const facts = sharedFacts(schema) as (keyof ProjectFrontMatter)[];
  const withoutFacts = schema.omit(
    Object.fromEntries(facts.map((key) => [key, true])) as Record<keyof ProjectFrontMatter, true>,
  );
  for (const locale of ["en" as const, ...others]) {
    const file = `${FOLDER}/${id}.${locale}.md`;
    if (locale === "en") {
      const read = readMarkdown(context, file, schema);
      data.en = read.data;
      body.en = read.body;
    } else {
      // The photos' files are copied in (the French file holds their alt texts only).
      const compareFacts = (raw: unknown) => {
        const problems = copyShared(data.en, raw, sharedFields(schema), {
          owner: "the English file",
          where: `in content/${FOLDER}/${id}.en.md (or leave it out here)`,
        });
        if (problems.length) context.report(new ContentError(file, problems));
        return raw;
      };
      const read = readMarkdown(context, file, withoutFacts, compareFacts);
      const stated = Object.fromEntries(facts.map((key) => [key, data.en[key]] as const));
      data[locale] = { ...read.data, ...stated } as ProjectFrontMatter;
      body[locale] = read.body;
    }
    const read = { body: body[locale] };
    if (!read.body) {
      throw new ContentError(file, ["the story (the text below the front matter) is empty"]);
    }
  }
  if (data.en.address !== id) {
    throw new ContentError(`${FOLDER}/${id}.en.md`, [
      `address: "${data.en.address}" must be the file's name, "${id}"`,
    ]);
  }
  return { id, data, body };
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
