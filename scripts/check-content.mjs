// Reads and checks the whole content once, as the site's loader does (lib/content/load.ts, the
// notices with it), before `next build` compiles anything (scripts/next-adapter.mjs): a bad
// edit fails the build with every problem of every file, named by file, language and field,
// first in the build's output and without a stack trace. `node scripts/check-content.mjs`
// runs it alone (CONTENT_DIR for another folder).
import { importTs } from "./run-ts.mjs";

try {
  await importTs("lib/content/notices.ts");
} catch (error) {
  if (error?.name !== "ContentError") throw error;
  console.error(
    [
      "",
      "The site was not built: the content has problems. Fix each one below (in the CMS or in the",
      "file named), then build again.",
      "",
      error.message,
      "",
    ].join("\n"),
  );
  process.exit(1);
}
