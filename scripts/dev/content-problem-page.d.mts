/** Where the page asks whether the content still has a problem. */
export const PROBLEM_STATUS_PATH: string;
/** The whole HTML page `npm run dev` shows for the loader's message. */
export function contentProblemPage(message: string): string;
