// Where the scripts find the repository and its content, whichever folder they are in.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

/** The content folder the build reads: CONTENT_DIR when set, else content/. */
export const contentFolder = () => path.resolve(root, process.env.CONTENT_DIR || "content");
