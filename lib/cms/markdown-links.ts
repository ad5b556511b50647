/*
 * The link targets of a Markdown text, for the CMS's check before a save. The build finds them
 * with remark (markdownLinks in lib/content/markdown.ts, for lib/content/links.ts); the check runs in the browser as modules compiled one by
 * one without a bundler (scripts/cms/cms-check-modules.mjs), which cannot load remark's hundred
 * modules, so the forms the editor's link button and a hand writes are found here: inline links
 * [text](url "title") and reference definitions [label]: url; images and code are not links.
 * The build still checks every text with remark.
 */
export function markdownLinks(markdown: string): string[] {
  const text = markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[^\n]*$/gm, "")
    .replace(/(`+)[\s\S]*?\1/g, "");
  const urls: string[] = [];
  const inline = /(!?)\[(?:[^[\]\n]|\[[^\]\n]*\])*\]\(\s*(?:<([^>\n]*)>|([^\s()]+))/g;
  for (const match of text.matchAll(inline)) {
    if (match[1] !== "!") urls.push(match[2] ?? match[3] ?? "");
  }
  for (const match of text.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm)) {
    urls.push(match[1] ?? match[2] ?? "");
  }
  return urls.filter(Boolean);
}
