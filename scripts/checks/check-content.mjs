// Reads and checks the whole content once, as the site's loader does (`loadContent` of
// lib/content/load.ts, the notices with it), before `next build` compiles anything
// (scripts/build/next-adapter.mjs): a bad edit fails the build with every problem of every file,
// named by file, language and field, first in the build's output and without a stack trace.
// `node scripts/checks/check-content.mjs` runs it alone (CONTENT_DIR for another folder). A
// production build with REQUIRE_REAL_CONTENT=1 (the launch setting, docs/decisions/0014) also
// refuses while any stand-in is left, listing them as `npm run launch-check` does.
import { launchReport } from "./launch-check.mjs";
import { importTs } from "../run-ts.mjs";

/** @type {{ loadContent: () => { problems: Error[], warnings: string[] } }} */
const { loadContent } = await importTs("lib/content/load.ts");
/** @type {{ contentFailure: (problems: Error[]) => Error }} */
const { contentFailure } = await importTs("lib/store/files.ts");
const { problems, warnings } = loadContent();
if (problems.length) {
  console.error(
    [
      "",
      "The site was not built: the content has problems. Fix each one below (in the CMS or in the",
      "file named), then build again.",
      "",
      contentFailure(problems).message,
      "",
    ].join("\n"),
  );
  process.exit(1);
}
for (const message of warnings) console.warn(`Content: ${message}`);

if (process.env.REQUIRE_REAL_CONTENT === "1") {
  const { isProductionBuild } = await importTs("lib/site/site-env.ts");
  const { listStandIns } = await importTs("lib/stand-ins/index.ts");
  const left = isProductionBuild() ? listStandIns() : [];
  if (left.length) {
    console.error(
      [
        "",
        "The site was not built: REQUIRE_REAL_CONTENT=1 asks for the business's own content, and",
        "stand-ins are left. Supply each one below, or unset REQUIRE_REAL_CONTENT to publish with",
        "the examples labelled.",
        "",
        launchReport(left),
        "",
      ].join("\n"),
    );
    process.exit(1);
  }
}
