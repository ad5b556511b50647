import { type AreaSource, areaView } from "@/lib/content/areas";
import { type GuideSource, guideView } from "@/lib/content/guides";
import { answerText } from "@/lib/content/markdown";
import { GENERAL, questionsFile } from "@/lib/content/questions";
import { type PhotoOf } from "@/lib/content/photos";
import { formatDay } from "@/lib/locale/format";
import { type Locale } from "@/lib/schemas/locales";
import { type QuestionsFile } from "@/lib/schemas/questions";

type Render = (
  markdown: string,
  options: { file: string; topHeading: 2 | 3; locale: Locale },
) => string;

type Sources = {
  guides: GuideSource[];
  areas: AreaSource[];
  questions: Map<string, Record<Locale, QuestionsFile>>;
  team: Record<Locale, { id: string; name: string; role: string }[]>;
};

type LocaleParts<P, T> = {
  locale: Locale;
  render: Render;
  /** Fills `{{group.name}}` as the legal texts do (with links, or as plain words). */
  fill: (markdown: string, file: string, linked?: boolean) => string;
  photo: PhotoOf;
  guideHref: (id: string) => string;
  areaHref: (id: string) => string;
  services: { id: string; name: string; href: string }[];
  projects: (P & {
    serviceArea?: string;
    services: { id: string; name: string; href: string }[];
  })[];
  testimonials: (T & { serviceArea?: string })[];
};

/**
 * One language's guides, service areas and questions, built once when the build starts (as
 * the rest of the content is, in lib/content/load.ts), so a bad edit fails it at once.
 */
export function editorialContent<P, T>(sources: Sources, parts: LocaleParts<P, T>) {
  const { locale, render, fill } = parts;
  const team = sources.team[locale];
  const guides = sources.guides.map((source) =>
    guideView(source, {
      locale,
      href: parts.guideHref(source.id),
      day: (date) => formatDay(date, locale),
      service: (id) => {
        const service = parts.services.find((item) => item.id === id)!;
        return { id, name: service.name, href: service.href };
      },
      author: (id) => team.find((member) => member.id === id)!,
      render: (markdown, file) => render(fill(markdown, file), { file, topHeading: 2, locale }),
      photo: parts.photo,
    }),
  );
  const areas = sources.areas.map((source) =>
    areaView(source, {
      locale,
      href: parts.areaHref(source.id),
      projects: parts.projects.filter((project) => project.serviceArea === source.id),
      testimonials: parts.testimonials.filter((item) => item.serviceArea === source.id),
      render: (markdown, file) => render(markdown, { file, topHeading: 2, locale }),
    }),
  );
  const questions = new Map(
    [...sources.questions].map(([id, halves]) => [
      id,
      halves[locale].items.map((item, index) => {
        const file = `${questionsFile(id)} (${locale}.items[${index}].answer)`;
        return {
          question: item.question,
          answerHtml: render(fill(item.answer, file), { file, topHeading: 3, locale }),
          answerText: answerText(fill(item.answer, file, false)),
        };
      }),
    ]),
  );
  return { guides, areas, questions, general: questions.get(GENERAL) ?? [] };
}
