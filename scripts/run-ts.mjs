// Runs the app's own TypeScript modules (lib/…) from a script, with their `@/` imports, through
// jiti (the TypeScript runner knip and Tailwind already load). The content loader marks itself
// server-only for Next; here it runs in plain Node.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const jiti = createJiti(import.meta.url, {
  alias: {
    "@": root,
    "server-only": path.join(root, "__tests__", "support", "empty-module.js"),
  },
});

/**
 * The module at `file` (relative to the repository).
 * @param {string} file
 * @returns {Promise<any>}
 */
export const importTs = (file) => jiti.import(path.join(root, file));

/**
 * The same, at once, for a script that must stay synchronous.
 * @param {string} file
 * @returns {any}
 */
export const requireTs = (file) => jiti(path.join(root, file));
