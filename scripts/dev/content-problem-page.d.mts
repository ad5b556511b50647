/** Where the page asks whether the content still has a problem. */
export const PROBLEM_STATUS_PATH: string;
/** A content file's field said as the CMS's form labels it, from the form's config. */
export function formLabeller(config: {
  collections?: unknown[];
}): (file: string, at: string) => string | undefined;
/** The whole HTML page `npm run dev` shows for the loader's message. */
export function contentProblemPage(
  message: string,
  label?: (file: string, at: string) => string | undefined,
): string;
/** The page of an area that waits for local work, with what the CMS says of it. */
export function waitingAreaPage(name: string, message: string): string;
