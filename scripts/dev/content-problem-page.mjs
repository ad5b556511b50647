// The page `npm run dev` shows instead of the site while the content has a problem: every file
// with its fields' problems, in the build's words, rather than the framework's error screen (a
// stack frame of the loader). It reloads itself once the content is fixed. In English like the
// build's messages, with no word from content/, which is what is broken.

/** Where the page asks whether the problem is still there (scripts/dev/proxy.mjs answers). */
export const PROBLEM_STATUS_PATH = "/__content-problem";

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
/** @param {string} text */
const escape = (text) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * The loader's message ("Invalid content in content/x.yml:\n  - field: problem", or several
 * of those after a first line counting the files) as files and their problems.
 * @param {string} message
 * @returns {{ file: string, problems: string[] }[]}
 */
function problemsByFile(message) {
  /** @type {{ file: string, problems: string[] }[]} */
  const files = [];
  for (const line of message.split("\n")) {
    const file = /^Invalid content in (content\/\S*):$/.exec(line);
    if (file) files.push({ file: file[1] ?? "", problems: [] });
    else if (line.startsWith("  - ") && files.length) files.at(-1)?.problems.push(line.slice(4));
    else if (line.startsWith("    ") && files.at(-1)?.problems.length) {
      // A problem written on more than one line continues the one above.
      const problems = files.at(-1)?.problems ?? [];
      problems[problems.length - 1] += ` ${line.trim()}`;
    }
  }
  return files;
}

/**
 * @typedef {{ name: string, label?: string, fields?: FormField[], field?: FormField }} FormField
 * @typedef {{
 *   folder?: string,
 *   files?: { file: string, fields?: FormField[] }[],
 *   fields?: FormField[],
 * }} FormCollection
 */

/** The languages as the form's panes are named. */
const LANGUAGES = /** @type {Record<string, string>} */ ({ en: "English", fr: "French" });

/**
 * A field of a content file said as the CMS's form labels it ("fr.items[1].answer" of
 * content/questions/general.yml → "French › Questions › 2 › Answer …"), from the form's config
 * (public/admin/config.yml): the page is read by the team, who know the form, not the files.
 * Undefined when the file or a step of the path is not the form's (the path is shown as is).
 * @param {{ collections?: FormCollection[] }} config
 * @returns {(file: string, at: string) => string | undefined}
 */
export function formLabeller(config) {
  return (file, at) => {
    const language = /\.(en|fr)\.md$/.exec(file)?.[1];
    /** @type {FormField[] | undefined} */
    let fields;
    for (const collection of config.collections ?? []) {
      const named = collection.files?.find((each) => each.file === file);
      if (named) fields = named.fields;
      else if (collection.folder && path(file) === collection.folder) fields = collection.fields;
      if (fields) break;
    }
    if (!fields) return undefined;
    // "[1] (id "westboro").rating", "fr.items[1].answer": names and item numbers.
    const steps = at.replace(/ \(id "[^"]*"\)/g, "").match(/\[\d+\]|[^.[\]]+/g) ?? [];
    /** @type {string[]} */
    const words = [];
    // The language's pane: the file's, or the path's first step.
    const pane = language ?? (steps[0] && steps[0] in LANGUAGES ? steps.shift() : undefined);
    if (pane) words.push(LANGUAGES[pane] ?? pane);
    /** @type {FormField[]} */
    let current = fields;
    // A file that is one list (the testimonial ratings): its items are the form's "items".
    if (/^\[\d+\]$/.test(steps[0] ?? "") && fields.length === 1 && fields[0]?.name === "items") {
      steps.unshift("items");
    }
    for (const step of steps) {
      const index = /^\[(\d+)\]$/.exec(step);
      if (index) {
        words.push(String(Number(index[1]) + 1));
        continue;
      }
      const field = current.find((each) => each.name === step);
      if (!field) return undefined;
      words.push(field.label ?? field.name);
      current = field.fields ?? (field.field ? [field.field] : []);
    }
    return steps.length ? words.join(" › ") : undefined;
  };
}

/** @param {string} file the folder a content file is in ("content/projects"). */
const path = (file) => file.slice(0, file.lastIndexOf("/"));

/**
 * The whole HTML page for the loader's message, each field said as the form labels it when
 * `label` knows it (formLabeller).
 * @param {string} message
 * @param {(file: string, at: string) => string | undefined} [label]
 * @returns {string}
 */
export function contentProblemPage(message, label = () => undefined) {
  const files = problemsByFile(message);
  const count = files.length === 1 ? "one file" : `${files.length} files`;
  const list = files.length
    ? files
        .map(
          ({ file, problems }) =>
            `<section><h2>${escape(file)}</h2><ul>${problems
              .map((problem) => {
                // "fr.items[1].answer (line 12): …": the field first, as the editor looks for it,
                // in the form's words when the form has it.
                const at = /^(.+?)(?: \(line \d+\))?: /.exec(problem);
                if (!at) return `<li>${escape(problem)}</li>`;
                const field = at[1] ?? "";
                const rest = problem.slice(field.length);
                const named = label(file, field);
                return `<li><strong>${escape(named ?? field)}</strong>${escape(rest)}</li>`;
              })
              .join("")}</ul></section>`,
        )
        .join("")
    : `<pre>${escape(message)}</pre>`;
  return devPage(
    "The content has a problem",
    `<p>The site is not shown until the content is fixed: ${files.length ? `${count} ${files.length === 1 ? "has" : "have"} problems` : "see below"}. Fix each problem (in the CMS or in the file named); this page shows the site again by itself once every one is fixed.</p>
${list}`,
    {
      style: `h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; font-family: ui-monospace, monospace; }
li { margin: 0.25rem 0; }
strong { font-family: ui-monospace, monospace; }
pre { white-space: pre-wrap; }
`,
      script: `<script>
setInterval(function () {
  fetch(${JSON.stringify(PROBLEM_STATUS_PATH)}).then(function (response) { return response.json(); }).then(function (status) {
    if (!status.problem) location.reload();
  }, function () {});
}, 2000);
</script>
`,
    },
  );
}

/**
 * The page of an area that waits for local work (decision 0012), in place of the framework's
 * error: its name and what the CMS says when it is saved (`cms.areaWaits`). Served as a 404.
 * @param {string} name the area's name
 * @param {string} message what the form says, `{area}` filled in
 * @returns {string}
 */
export function waitingAreaPage(name, message) {
  return devPage(
    escape(name),
    `<p>${escape(message)}</p>
<p><a href="/">/</a></p>`,
  );
}

/**
 * A page of the dev server's own, plain and unindexed, its title its heading.
 * @param {string} title HTML @param {string} main HTML below the heading
 * @param {{ style?: string, script?: string }} [extra] more CSS rules; a script after <main>
 */
function devPage(title, main, { style = "", script = "" } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
${style}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${main}
</main>
${script}</body>
</html>
`;
}
