// The whole content read and checked once, as the site's loader does, before `next build`
// compiles anything (scripts/build/next-adapter.mjs): a bad edit fails the build with every
// problem of every file, first in the output and without a stack trace. With
// REQUIRE_REAL_CONTENT=1 (docs/decisions/0014) a production build also refuses any stand-in left.
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
  const { listStandIns } = await importTs("lib/content/stand-ins/index.ts");
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
