// `npm run cms`: the CMS's local mode. Serves this working copy to /admin/ through
// decap-server on loopback, so the editor writes the files directly (no GitHub, no
// editorial workflow). Then run `npm run dev` and open http://localhost:3000/admin/.
//   DECAP_PORT           port (default 8081, the one `local_backend: true` looks for)
//   GIT_REPO_DIRECTORY   folder whose content/ is edited (default: this repository)
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyVendor } from "./admin.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);

copyVendor(path.join(root, "public", "admin"));
const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: process.env.DECAP_PORT || "8081",
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: path.resolve(process.env.GIT_REPO_DIRECTORY || root),
  },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code) => process.exit(code ?? 0));
