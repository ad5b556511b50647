export function changedUrls(xml: string, since: string): string[];
