// `npm run launch-check`: what still stands in for the real business (docs/decisions/0014),
// listed by file and field with what the owner must supply. Exits 1 while any is left, or while
// the content does not load (an example value no longer marked is refused there), and 0 once
// the content is the business's own. CONTENT_DIR checks another folder.
import { fileURLToPath } from "node:url";
import { importTs } from "../run-ts.mjs";

/** @typedef {{ file: string; field: string; supply: string }} StandInItem */

/**
 * The report, in the words an owner reads.
 * @param {StandInItem[]} items
 */
export function launchReport(items) {
  if (items.length === 0) {
    return "Ready for launch: no stand-in is left in the content.";
  }
  /** @type {Map<string, StandInItem[]>} */
  const byFile = new Map();
  for (const item of items) byFile.set(item.file, [...(byFile.get(item.file) ?? []), item]);
  return [
    `Not ready for launch: ${items.length} stand-in${items.length === 1 ? "" : "s"} left. The site shows each one as an example until the owner supplies the real thing:`,
    "",
    ...[...byFile].flatMap(([file, list]) => [
      `content/${file}`,
      ...list.map((item) => `  - ${item.field}: ${item.supply}`),
      "",
    ]),
    "Replace each one (in the CMS or in the file), then untick its stand-in box (standIn in the file).",
  ].join("\n");
}

async function main() {
  // The whole content, checked as the build checks it (lib/content/load.ts).
  /** @type {{ loadContent: () => { problems: Error[] } }} */
  const { loadContent } = await importTs("lib/content/load.ts");
  /** @type {{ contentFailure: (problems: Error[]) => Error }} */
  const { contentFailure } = await importTs("lib/store/files.ts");
  const { problems } = loadContent();
  if (problems.length) {
    console.error(
      `The content has problems; fix them first:\n\n${contentFailure(problems).message}`,
    );
    process.exit(1);
  }
  /** @type {{ listStandIns: () => StandInItem[] }} */
  const { listStandIns } = await importTs("lib/content/stand-ins/index.ts");
  const items = listStandIns();
  console.log(launchReport(items));
  process.exit(items.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
