// The French pane in French: its fields' labels and hints, read from the content
// (content/shared/admin.yml, `cms.french`, by their English words). Decap draws both panes from
// one form (one `label` and `hint` a field, no label per locale), so each label's and hint's
// text is changed where it stands once drawn, never its elements (React keeps them).
// docs/editing.md → "The French pane".

/**
 * @typedef {{ optional?: string, labels?: Record<string, string>, hints?: Record<string, string> }} FrenchWords
 */

/** A hint's Markdown as Decap shows it: its words and, between them, its links' words. */
const LINK = /\[([^\]]+)\]\([^)]*\)/g;
/** @param {string} markdown @returns {{ link: boolean, text: string }[]} */
function hintParts(markdown) {
  /** @type {{ link: boolean, text: string }[]} */
  const parts = [];
  let at = 0;
  for (const match of markdown.matchAll(LINK)) {
    if (match.index > at) parts.push({ link: false, text: markdown.slice(at, match.index) });
    parts.push({ link: true, text: match[1] ?? "" });
    at = match.index + match[0].length;
  }
  if (at < markdown.length) parts.push({ link: false, text: markdown.slice(at) });
  return parts;
}

/** The text each node first had, before it was put in French. */
const english = new WeakMap();
/** @param {Node} node @param {string} text */
function say(node, text) {
  if (!english.has(node)) english.set(node, node.nodeValue ?? "");
  if (node.nodeValue !== text) node.nodeValue = text;
}
/** @param {Node} node */
const firstWords = (node) => english.get(node) ?? node.nodeValue ?? "";

/**
 * A hint put in French when its French has the same links in the same places: each run of
 * words and each link's words replaced where it stands.
 * @param {Element} hint @param {Record<string, string>} hints
 */
function frenchHint(hint, hints) {
  const nodes = [...hint.childNodes];
  const shown = nodes
    .map((node) =>
      node.nodeType === Node.TEXT_NODE
        ? firstWords(node)
        : `[${node.firstChild ? firstWords(node.firstChild) : node.textContent}]`,
    )
    .join("");
  const key = Object.keys(hints).find(
    (markdown) => markdown.replace(LINK, "[$1]") === shown.replace(/^\s+|\s+$/g, ""),
  );
  if (!key) return;
  const from = hintParts(key);
  const to = hintParts(/** @type {string} */ (hints[key]));
  if (from.length !== to.length || from.some((part, index) => part.link !== to[index]?.link)) {
    return;
  }
  nodes.forEach((node, index) => {
    const target = node.nodeType === Node.TEXT_NODE ? node : node.firstChild;
    if (target?.nodeType === Node.TEXT_NODE) say(target, /** @type {string} */ (to[index]?.text));
  });
}

/**
 * Every field of `pane` in French: its label, Decap's "(optional)" beside it, and its hint.
 * @param {Element} pane @param {FrenchWords} words
 */
function putInFrench(pane, words) {
  for (const label of pane.querySelectorAll("label[for]")) {
    const own = label.firstChild;
    if (own?.nodeType === Node.TEXT_NODE) {
      const french = words.labels?.[firstWords(own).trim()];
      if (french) say(own, french);
    }
    const optional = label.querySelector("span")?.firstChild;
    if (optional?.nodeType === Node.TEXT_NODE && words.optional) {
      say(optional, ` (${words.optional})`);
    }
    // Decap's field: its top bar (the label), its widget, then its hint, a paragraph.
    const field = label.parentElement?.parentElement;
    const hint = [...(field?.children ?? [])].find((child) => child.tagName === "P");
    if (hint && words.hints) frenchHint(hint, words.hints);
  }
}

/** The elements under `root` whose own words are `text`. @param {Node} root @param {string} text */
function headed(root, text) {
  const found = document.evaluate(
    `.//*[normalize-space(text())="${text}"]`,
    root,
    null,
    XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
    null,
  );
  return Array.from({ length: found.snapshotLength }, (_, index) => found.snapshotItem(index));
}

/**
 * The French panes: Decap heads each pane with "Writing in FR" (its own words); the pane is the
 * closest element around that heading that holds fields, and never the English one's.
 * @param {string} other the default language ("en")
 */
function frenchPaneElements(other) {
  return headed(document.body, "Writing in FR").flatMap((heading) => {
    let pane = heading instanceof Element ? heading : null;
    while (pane && !pane.querySelector("label[for]")) pane = pane.parentElement;
    if (!pane || headed(pane, `Writing in ${other.toUpperCase()}`).length) return [];
    return [pane];
  });
}

/**
 * Keeps the French pane in French as Decap draws it; returns what stops it.
 * @param {{ i18n?: { locales?: string[], default_locale?: string } }} config
 * @param {FrenchWords | undefined} words
 */
export function frenchPanes(config, words) {
  const first = config.i18n?.default_locale ?? config.i18n?.locales?.[0] ?? "en";
  if (!words || !config.i18n?.locales?.includes("fr") || first === "fr") return () => {};
  let queued = false;
  const update = () => {
    queued = false;
    for (const pane of frenchPaneElements(first)) putInFrench(pane, words);
  };
  const drawn = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  });
  drawn.observe(document.body, { childList: true, subtree: true });
  update();
  return () => drawn.disconnect();
}
