/** Every .html file below `dir`, as absolute paths. */
export function htmlFiles(dir: string): string[];
