/** Every legal text whose words changed after its lastUpdated day, one message each. */
export function legalDateProblems(contentDir: string): { problems: string[]; unchecked: boolean };
