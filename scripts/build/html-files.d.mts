/** Every .html file below `dir`, as absolute paths. */
export function htmlFiles(dir: string): string[];
/** Every .html page below `dir`, by its path from `dir` with "/". */
export function exportPages(dir: string): string[];
