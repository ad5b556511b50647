/*
 * Every link inside the content's texts (the Markdown of services, projects, legal pages and
 * the services' defaults) that points into the site must lead to a page of the route table
 * (content/shared/routes.yml, the services, the projects), in either language: a link to a page
 * that does not exist would build and then answer 404. Each bad link is named by its file, the
 * field (the text) and its line; every file is checked in one build.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { CONTENT_DIR, ContentError, report } from "@/lib/content/files";

type LinkNode = { type: string; url?: string; position?: { start: { line: number } } };
type Tree = LinkNode & { children?: Tree[] };

/** The Markdown files of the content, relative to its folder. */
function markdownFiles(dir = CONTENT_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith(".md") ? [path.relative(CONTENT_DIR, full).split(path.sep).join("/")] : [];
  });
}

/** "/services/x/?a=1#quote" → "/services/x/"; undefined for a link that leaves the site. */
function sitePath(url: string): string | undefined {
  if (!/^\/(?!\/)/.test(url)) return undefined;
  return url.replace(/[?#].*$/, "");
}

/** Names every internal link of the content's texts that leads to no page of `isPage`. */
export function checkContentLinks(isPage: (sitePath: string) => boolean): void {
  const parser = unified().use(remarkParse);
  for (const file of markdownFiles()) {
    const source = readFileSync(path.join(CONTENT_DIR, file), "utf8");
    const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?([\s\S]*)$/.exec(source);
    const body = match ? match[1]! : source;
    const bodyStart = match
      ? source.slice(0, source.length - body.length).split("\n").length - 1
      : 0;
    const problems: string[] = [];
    const visit = (node: Tree) => {
      if ((node.type === "link" || node.type === "definition") && node.url) {
        const target = sitePath(node.url);
        if (target !== undefined && !isPage(target)) {
          const line = node.position ? ` (line ${node.position.start.line + bodyStart})` : "";
          problems.push(
            `text${line}: the link to ${node.url} leads to no page of the site: link one of its pages (their addresses are in content/shared/routes.yml), e.g. /contact/`,
          );
        }
      }
      node.children?.forEach(visit);
    };
    visit(parser.parse(body) as Tree);
    if (problems.length) report(new ContentError(file, problems));
  }
}
