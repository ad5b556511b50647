/*
 * The link targets of a Markdown text, for the CMS's check before a save. The build uses remark;
 * the browser's unbundled modules cannot load it, so the forms an editor writes are found here:
 * [text](url "title") and [label]: url (images and code are not links).
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
