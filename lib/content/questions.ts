import { ContentError, type LoadContext, readTypeset } from "@/lib/store/files";
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
 * content/questions/: one file per catalogue service and general.yml, nothing else; a missing
 * or misnamed file is named. A file with a problem is left out (its page shows no questions),
 * the problem reported with every other one.
 */
export function readQuestions(
  context: LoadContext,
  serviceIds: string[],
): Map<string, Record<Locale, QuestionsFile>> {
  const { report } = context;
  const wanted = [...serviceIds, GENERAL];
  const present = context.store.list(FOLDER);
  const problems = [
    ...wanted
      .filter((id) => !present.includes(`${id}.yml`))
      .map((id) =>
        id === GENERAL
          ? `${id}.yml is missing: the questions of the FAQ page`
          : `${id}.yml is missing: every service shows at least three questions`,
      ),
    ...present
      .filter((name) => !wanted.some((id) => `${id}.yml` === name))
      .map(
        (name) =>
          `${name} is not "<service>.yml" for a service of content/shared/services.yml, nor general.yml (a misspelt file name?)`,
      ),
  ];
  if (problems.length) report(new ContentError(FOLDER, problems));
  const files = new Map<string, Record<Locale, QuestionsFile>>();
  for (const id of wanted.filter((id) => present.includes(`${id}.yml`))) {
    try {
      const { schema } = id === GENERAL ? QUESTIONS.files.general : QUESTIONS.perService;
      const halves = readTypeset(context, questionsFile(id), schema) as Record<
        Locale,
        QuestionsFile
      >;
      const counts = LOCALES.map((locale) => halves[locale].items.length);
      if (new Set(counts).size > 1) {
        throw new ContentError(`${FOLDER}/${id}.yml`, [
          // In the form's words (its list is "Questions"), as the CMS's check says it.
          `Questions: ${counts[1]} in French, ${counts[0]} in English: the languages ask the same questions, in the same order`,
        ]);
      }
      files.set(id, halves);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      report(error);
    }
  }
  return files;
}
