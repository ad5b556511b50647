// After a build with NEXT_PUBLIC_BASE_PATH=/some-repo, moves out/ to where a static host
// would serve a GitHub Pages project site: out-base-path/some-repo/, with
// the site's 404.html also at the host's root (as GitHub Pages answers unknown paths).
import { copyFileSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "../build/repo-paths.mjs";

// Outside test-results/, which Playwright empties when it starts.
const BASE_PATH_SITE = path.join(root, "out-base-path");
const TEST_BASE_PATH = "/some-repo";

const target = path.join(BASE_PATH_SITE, TEST_BASE_PATH);
rmSync(BASE_PATH_SITE, { recursive: true, force: true });
mkdirSync(BASE_PATH_SITE, { recursive: true });
renameSync(path.join(root, "out"), target);
copyFileSync(path.join(target, "404.html"), path.join(BASE_PATH_SITE, "404.html"));
console.log(`Staged the base-path build at ${path.relative(root, target)}/`);
