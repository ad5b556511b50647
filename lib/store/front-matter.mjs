// Markdown content files hold YAML front matter between two "---" lines, then the body. One
// splitter for everything that reads them in Node or in the app: the content loader, the
// translation checks and the photo scripts. Plain JavaScript, so the scripts Node runs as they
// are can import it too. The CMS's page cannot (it is served public/admin/ alone):
// public/admin/content-format.mjs keeps the same pattern, and a test holds the two to the same
// results.

/**
 * The opening line (a byte-order mark allowed before it), the YAML up to the first line that is
 * "---" alone (the first such line closes: YAML cannot hold one), and the rest. Empty front
 * matter ("---\n---\n"), which the CMS writes for an entry with no fields set, is front matter.
 */
const FRONT_MATTER = /^(\uFEFF?---\r?\n)(?:([\s\S]*?)(\r?\n))??(---(?:\r?\n|$))([\s\S]*)$/;

/**
 * A Markdown file's parts, or null when it does not start with front matter. `yaml` has no
 * closing newline; `open + yaml + close + body` is the text again, byte for byte.
 */
export function splitFrontMatter(text) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return null;
  const [, open = "", yaml = "", newline = "", fence = "", body = ""] = match;
  return { open, yaml, close: newline + fence, body };
}
