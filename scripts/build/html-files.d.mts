/** Every .html page below `dir`, by its path from `dir` with "/". */
export function htmlFiles(dir: string): string[];
