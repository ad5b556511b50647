import { CONTENT_DIR, perBuild } from "@/lib/store/store";
import { router } from "@/lib/content/load";
import { translationStatus } from "@/lib/translation/status";
import { linkTargets } from "@/lib/translation/parity";

/*
 * The site's translation status, for the pages that show it (the preview banner, the team's
 * /admin/translations/ page and its JSON twin). The loader does not compute it: the status reads
 * the CMS form's labels, which read the registry, so a loader that asked for it would run in a
 * circle through the folders (content → translation → cms → content). Read once per build.
 */

export const getTranslationStatus = perBuild(() =>
  translationStatus(CONTENT_DIR, linkTargets(router)),
);
