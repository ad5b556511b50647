import { ContentError, type LoadContext, readPerService, readTypeset } from "@/lib/store/files";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { perServiceFile, REGISTRY } from "@/lib/registry/registry";
import { type QuestionsFile } from "@/lib/schemas/questions";

const QUESTIONS = REGISTRY.questions;
const FOLDER = QUESTIONS.perService.folder;
/** The FAQ page's questions: content/questions/general.yml. */
export const GENERAL = "general" satisfies keyof typeof QUESTIONS.files;

/** A service's file of questions, or the FAQ page's (general), relative to content/. */
export const questionsFile = (id: string) =>
  id === GENERAL ? QUESTIONS.files.general.file : perServiceFile(QUESTIONS.perService, id);

/**
 * content/questions/: one file per catalogue service and general.yml (readPerService). A file
 * with a problem is left out: its page shows no questions.
 */
export function readQuestions(
  context: LoadContext,
  serviceIds: string[],
): Map<string, Record<Locale, QuestionsFile>> {
  const read = (id: string) => {
    const { schema } = id === GENERAL ? QUESTIONS.files.general : QUESTIONS.perService;
    const halves = readTypeset(context, questionsFile(id), schema) as Record<Locale, QuestionsFile>;
    const counts = LOCALES.map((locale) => halves[locale].items.length);
    if (new Set(counts).size > 1) {
      throw new ContentError(`${FOLDER}/${id}.yml`, [
        // In the form's words (its list is "Questions"), as the CMS's check says it.
        `Questions: ${counts[1]} in French, ${counts[0]} in English: the languages ask the same questions, in the same order`,
      ]);
    }
    return halves;
  };
  return readPerService(context, FOLDER, [...serviceIds, GENERAL], read, {
    missing: (id) =>
      id === GENERAL
        ? "the questions of the FAQ page"
        : "every service shows at least three questions",
    alsoAllowed: ", nor general.yml",
  });
}
