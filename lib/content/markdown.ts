import type { Element, Root as HastRoot } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { ContentError } from "@/lib/store/files";
import { rehypeFrenchTypography, typeset } from "@/lib/locale/french-typography";
import { withBasePath } from "@/lib/nav/hrefs";
import { type Locale } from "@/lib/schemas/locales";

type Options = {
  /** The file, for messages. */
  file: string;
  /** The highest heading level allowed: 3 under a page's section heading, 2 on a legal page. */
  topHeading: 2 | 3;
  /** The text's language: French text nodes get their no-break spaces. */
  locale: Locale;
};

/** Only prose: no images, tables, code, raw HTML, classes, ids or styles reach the page. */
function sanitizeSchema(topHeading: 2 | 3) {
  const headings = ["h2", "h3", "h4"].slice(topHeading - 2);
  return {
    ...defaultSchema,
    tagNames: ["p", "ul", "ol", "li", "em", "strong", "a", "br", "blockquote", ...headings],
    attributes: { a: ["href"], "*": [] },
    protocols: { href: ["http", "https", "mailto", "tel"] },
    clobber: [],
    strip: ["script", "style"],
  };
}

/** The few fields of a Markdown syntax-tree node the checks read. */
type SourceNode = {
  type: string;
  depth?: number;
  value?: string;
  position?: { start: { line: number } };
  children?: SourceNode[];
};

function walk(node: SourceNode, visit: (node: SourceNode) => void) {
  if (node.type !== "root") visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** Refuses what the allow-list would otherwise drop in silence, so an editor learns of it. */
function checkSource(tree: SourceNode, { file, topHeading }: Options) {
  const problems: string[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line;
    const at = line ? ` (body line ${line})` : "";
    if (node.type === "html") {
      problems.push(`raw HTML is not allowed in Markdown${at}: ${(node.value ?? "").slice(0, 60)}`);
    } else if (node.type === "heading" && node.depth !== undefined && node.depth < topHeading) {
      problems.push(
        `a level-${node.depth} heading ("${"#".repeat(node.depth)}") is not allowed here${at}; use ${"#".repeat(topHeading)} or lower`,
      );
    } else if (node.type === "image" || node.type === "imageReference") {
      problems.push(`images are not allowed in the text${at}; photos are set in the CMS fields`);
    }
  });
  if (problems.length) throw new ContentError(file, problems);
}

/** Internal links go through the same base path as every other link of the site. */
function prefixInternalLinks() {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const href = child.properties.href;
        if (child.tagName === "a" && typeof href === "string" && /^\/(?!\/)/.test(href)) {
          child.properties.href = withBasePath(href);
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/** Markdown → sanitized HTML, at build time only (no Markdown code reaches the browser). */
export function renderMarkdown(source: string, options: Options): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema(options.topHeading))
    .use(prefixInternalLinks)
    .use(options.locale === "fr" ? [rehypeFrenchTypography] : [])
    .use(rehypeStringify);
  // One parse: the syntax tree the checks read is the one rendered.
  const tree = processor.parse(source);
  checkSource(tree as SourceNode, options);
  return processor.stringify(processor.runSync(tree));
}

/** A Markdown link whose words are taken literally and whose target may hold any character. */
export function markdownLink(text: string, href: string): string {
  return `[${text.replace(/[\\`*_[\]<>]/g, "\\$&")}](<${href.replace(/[<>\s]/g, encodeURIComponent)}>)`;
}

/** Fills {{group.name}} from the shared constants; an unknown name fails the build. */
export function fillPlaceholders(
  source: string,
  values: Record<string, Record<string, number | string>>,
  file: string,
): string {
  const unknown: string[] = [];
  const filled = source.replace(/\{\{\s*([a-zA-Z]+)\.([a-zA-Z]+)\s*\}\}/g, (whole, group, name) => {
    const value = values[group]?.[name];
    if (value === undefined) {
      unknown.push(whole);
      return whole;
    }
    return String(value);
  });
  if (unknown.length) {
    throw new ContentError(
      file,
      unknown.map(
        (name) =>
          `unknown placeholder ${name}: {{legal.…}} (content/shared/constants.yml), {{contact.…}}, {{privacy.…}}, {{credentials.warrantyYears}} or {{credentials.warrantyDuration}}`,
      ),
    );
  }
  return filled;
}

/** Text of a Markdown node and its children: emphasis, links and code keep only their words. */
type TextNode = { value?: unknown; children?: TextNode[] };
function plainText(node: TextNode): string {
  if (typeof node.value === "string") return node.value;
  return node.children ? node.children.map(plainText).join("") : "";
}

/**
 * The first paragraph of a Markdown text, as plain text, read from its syntax tree: a service's
 * summary when it has no short description. (mdast-util-to-string does this too, but the copy
 * in this dependency tree is an old major; these few lines are the whole of it.)
 */
export function firstParagraphText(markdown: string, locale: Locale): string {
  const tree = unified().use(remarkParse).parse(markdown);
  const paragraph = tree.children.find((node) => node.type === "paragraph");
  const text = paragraph
    ? plainText(paragraph as TextNode)
        .replace(/[ \t\r\n]+/g, " ")
        .trim()
    : "";
  return typeset(text, locale);
}

type LinkNode = { type: string; url?: string; position?: { start: { line: number } } };
type LinkTree = LinkNode & { children?: LinkTree[] };

/** Every link of a Markdown text (inline or a reference's definition), with its line. */
export function markdownLinks(markdown: string): { url: string; line?: number }[] {
  const found: { url: string; line?: number }[] = [];
  const visit = (node: LinkTree) => {
    if ((node.type === "link" || node.type === "definition") && node.url) {
      found.push({ url: node.url, line: node.position?.start.line });
    }
    node.children?.forEach(visit);
  };
  visit(unified().use(remarkParse).parse(markdown) as LinkTree);
  return found;
}

type BlockNode = TextNode & { type?: string; children?: BlockNode[] };

/**
 * An answer's words without its Markdown marks, paragraphs and list items kept apart, for the
 * FAQPage structured data (which search engines read as plain text), read from its syntax tree.
 */
export function answerText(markdown: string): string {
  const tree = unified().use(remarkParse).parse(markdown) as BlockNode;
  const blocks: string[] = [];
  const walk = (node: BlockNode) => {
    if (node.type === "paragraph" || node.type === "heading") blocks.push(plainText(node));
    else (node.children ?? []).forEach(walk);
  };
  walk(tree);
  // Only ordinary white space collapses: \s would also take French typography's no-break spaces.
  return blocks.map((block) => block.replace(/[ \t\r\n]+/g, " ").trim()).join("\n");
}
