/*
 * The CMS form's choices that come from the content (services, places, areas, testimonials,
 * team, pages) and their names, read through the store alone (no loader, no photo manifest), so
 * lint checks the written form without loading the site.
 */
import path from "node:path";
import { ENTRY_PAGES, REGISTRY } from "@/lib/registry/registry";
import { createRouter } from "@/lib/content/router";
import { type ContentStore, parseMarkdown, parseYaml, storeOf } from "@/lib/store/store";
import { type FormChoices } from "@/lib/cms/collections";
import { type ServicesFileSchema } from "@/lib/schemas/catalogue";
import { PAGE_KEYS, type RoutesFileSchema } from "@/lib/schemas/routes";
import { type z } from "zod";

type Named = { id: string; name?: string };
type Labels = Record<string, Record<string, string>>;

/** The form's choices from `content` (a store, or the folder to open one on). */
export function formChoices(content: string | ContentStore): FormChoices {
  const store = storeOf(content);
  // Only the services shape the forms (each has its file of questions); a choice's file that is
  // absent (a scratch folder) offers nothing, which the loader would refuse anyway.
  const yaml = <T>(file: string, absent?: T): T => {
    const found = store.text(file);
    if (found !== undefined) return parseYaml(found) as T;
    if (absent === undefined) throw new Error(`${file} is missing`);
    return absent;
  };
  const front = (file: string) =>
    (parseMarkdown(store.text(file) ?? "")?.data ?? {}) as { name?: string; title?: string };
  const entriesOf = (folder: string) =>
    store.entries
      .filter((each) => each.markdown && path.posix.dirname(each.entry) === folder)
      .map((each) => path.posix.basename(each.entry));

  const servicesFile = yaml<z.infer<typeof ServicesFileSchema>>(
    REGISTRY.shared.files.services.file,
  );
  // "View preview" opens the page the router gives, its English address without the first "/".
  const router = createRouter(
    yaml<z.infer<typeof RoutesFileSchema>>(REGISTRY.fixed.files.routes.file),
    servicesFile,
  );
  const preview = (href: string) => href.slice(1) || "/";
  const services = servicesFile.categories.flatMap((category) =>
    category.services.map((service) => ({
      id: service.id,
      // Each service's name is its English file's, in its category's folder.
      name:
        front(path.posix.join(REGISTRY[category.id].folder, `${service.id}.en.md`)).name ??
        service.id,
      path: preview(router.service(category.id, service.id, "en")),
      category: category.id,
    })),
  );
  const serviceIds = services.map((service) => service.id);
  const serviceNames = Object.fromEntries(services.map((service) => [service.id, service.name]));

  const business = yaml<{ areaServed: { name: string }[] }>(REGISTRY.shared.files.business.file, {
    areaServed: [],
  });
  // Every area, published or not, by its English name: a project is what gives an area its page.
  const areas = entriesOf(REGISTRY.areas.folder)
    .map((id) => ({ id, name: front(`${REGISTRY.areas.folder}/${id}.en.md`).name ?? id }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const testimonials = yaml<Named[]>(REGISTRY.shared_lists.files.testimonials.file, []);
  const team = yaml<{ en: { members: Named[] } }>(REGISTRY.team.files.team.file, {
    en: { members: [] },
  });

  // A list page whose folder may be empty exists while it holds an entry (lib/content/router.ts).
  const pages = PAGE_KEYS.filter(
    (key) =>
      !ENTRY_PAGES.some(
        (kind) =>
          kind.mayBeEmpty &&
          kind.kind === key &&
          kind.folders.every((folder) => entriesOf(folder).length === 0),
      ),
  );
  // The interface's words are its labels and the fixed wording together, as the loader merges them.
  const ui = yaml<{ en: Labels }>(REGISTRY.labels.files.ui.file, { en: {} }).en;
  const fixed = yaml<{ en: Labels }>(REGISTRY.fixed_wording.files.fixed.file, { en: {} }).en;
  const word = (group: string, key: string) => fixed[group]?.[key] ?? ui[group]?.[key];
  const heading = (key: string) => {
    const file = (REGISTRY.pages.files as Record<string, { file: string } | undefined>)[key];
    return file && yaml<{ en?: { heading?: string } }>(file.file, {}).en?.heading;
  };
  // Each page a link may lead to by the name the site gives it (its menu, footer and sitemap
  // links, a service by its name), so the form offers "Contact Us", not "contact".
  const linkNames: Record<string, string | undefined> = {
    home: word("nav", "home"),
    about: word("nav", "about"),
    services: word("nav", "services"),
    gallery: word("footer", "gallery"),
    testimonials: word("nav", "testimonials"),
    contact: word("nav", "contact"),
    projects: word("footer", "projects"),
    terms: word("legalLinks", "terms"),
    privacy: word("legalLinks", "privacy"),
    refund: word("legalLinks", "refund"),
    accessibility: word("legalLinks", "accessibility"),
    guides: word("sections", "guides"),
    areas: word("sections", "areas"),
    faq: word("sections", "faq"),
    prices: word("sections", "prices"),
    quote: `${word("nav", "quote")} (${word("nav", "contact")})`,
    // The one page whose words are a Markdown text of its own.
    process: front(`${REGISTRY.process.folder}/your-project.en.md`).title,
  };
  const pageChoices = [...pages, "quote", ...serviceIds];

  return {
    previews: {
      pages: Object.fromEntries(
        PAGE_KEYS.map((key) => [key, preview(router.page(key, "en"))]),
      ) as Record<(typeof PAGE_KEYS)[number], string>,
      // Each entry's own page, "{{slug}}" for its address; a service's in its category.
      entries: Object.fromEntries(
        ENTRY_PAGES.flatMap(({ kind, collections: names }) =>
          names.map((name) => {
            const list =
              kind === "services" ? router.service(name, "", "en") : router.page(kind, "en");
            return [name, preview(`${list}{{slug}}/`)];
          }),
        ),
      ),
    },
    project: {
      services: serviceIds,
      areas: business.areaServed.map((area) => area.name),
      serviceAreas: areas.map((area) => area.id),
      testimonials: testimonials.map((testimonial) => testimonial.id),
      serviceNames,
    },
    guide: {
      team: team.en.members.map((member) => member.id),
      services: serviceIds,
      serviceNames,
    },
    services: services.map(({ id, name, path: page }) => ({ id, name, path: page })),
    optionNames: {
      ...Object.fromEntries(
        pageChoices.map((key) => [key, serviceNames[key] ?? linkNames[key] ?? heading(key) ?? key]),
      ),
      ...Object.fromEntries(
        servicesFile.categories.map((category) => [
          category.id,
          word("categories", category.id) ?? category.id,
        ]),
      ),
    },
    notice: {
      pages: pageChoices,
      servicePaths: services.map((service) => service.path),
      servicePathNames: Object.fromEntries(
        services.map((service) => [service.path, `${service.name} (${service.category})`]),
      ),
    },
  };
}
