/** A Markdown file's parts; `open + yaml + close + body` is the text again, byte for byte. */
export interface FrontMatterParts {
  /** The opening "---" line, with its line break (and a byte-order mark before it, if any). */
  open: string;
  /** The YAML between the two "---" lines, without its last line break. */
  yaml: string;
  /** The line break ending the YAML, if any, and the closing "---" line. */
  close: string;
  /** Everything after the closing line. */
  body: string;
}

/** A Markdown file's parts, or null when it does not start with front matter. */
export function splitFrontMatter(text: string): FrontMatterParts | null;
