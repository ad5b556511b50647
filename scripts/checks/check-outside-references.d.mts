/** The lines of `text` that cite a file outside the repository, numbered from 1. */
export function findOutsideReferences(text: string): { line: number; text: string }[];
