// The local preview of a draft (`npm run cms -- --drafts`), what a host's deploy preview is for a
// branch. Decap asks its backend for a draft's preview (`getDeployPreview`), which decap-server
// never answers; so a small front passes every other request to decap-server and answers that
// one: the draft's branch checked out in a worktree of the drafts clone (the branch's code and
// content, as a host builds it), served by that worktree's own `npm run dev`. One preview at a
// time: the worktree holds the draft asked for last.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import http from "node:http";
import path from "node:path";
import { relayOutput } from "../dev/proxy.mjs";

/** @param {string} dir @param {string[]} args */
const git = (dir, ...args) =>
  execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();

/**
 * The commit a branch of `dir` is at, or undefined when there is no such branch.
 * @param {string} dir @param {string} branch
 */
const commitOf = (dir, branch) =>
  git(dir, "branch", "--list", "--format=%(objectname)", branch) || undefined;

/**
 * `from`'s files as hard links under `to` (a second folder of the same files, in seconds): the
 * worktree's node_modules. Turbopack refuses a symlinked node_modules that leads outside the
 * project, and a copy is a gigabyte. Copied where `to` is on another disk. `keep` chooses
 * among `from`'s own entries by name.
 * @param {string} from @param {string} to @param {(name: string) => boolean} [keep]
 */
export function linkTree(from, to, keep = () => true) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!keep(entry.name)) continue;
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    // Relative links (node_modules/.bin) keep pointing inside the new folder.
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if (error.code !== "EXDEV") throw error;
        cpSync(source, target);
      }
    }
  }
}

/** @param {string} file */
const textOf = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");

/**
 * The previews of the drafts of `clone`, served at `port` (loopback) from the worktree `dir`.
 * @param {{ root: string, clone: string, dir: string, port: number }} options
 *   `root`: this project, whose node_modules the worktree links.
 */
export function draftPreviews({ root, clone, dir, port }) {
  const origin = `http://127.0.0.1:${port}`;
  /** @type {string | undefined} the commit the worktree holds */
  let shown;
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let server;
  /** @type {Promise<unknown>} previews asked for one after another: each may check a branch out */
  let queue = Promise.resolve();

  /** @param {string} commit */
  function checkOut(commit) {
    if (!existsSync(path.join(dir, ".git"))) {
      rmSync(dir, { recursive: true, force: true });
      git(clone, "worktree", "prune");
      git(clone, "worktree", "add", "--quiet", "--detach", dir, commit);
    } else if (commit !== shown) {
      git(dir, "checkout", "--quiet", "--detach", "--force", commit);
    }
    shown = commit;
    // The project's packages, linked again after an install changed them.
    const lock = path.join("node_modules", ".package-lock.json");
    if (
      !existsSync(path.join(dir, "node_modules")) ||
      textOf(path.join(dir, lock)) !== textOf(path.join(root, lock))
    ) {
      const next = path.join(dir, ".node_modules-linking");
      rmSync(next, { recursive: true, force: true });
      // Not node_modules/.cache: the tools' caches, the drafts' clone and, by default, this
      // worktree itself (linked into itself, it never ended).
      linkTree(path.join(root, "node_modules"), next, (name) => name !== ".cache");
      rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
      renameSync(next, path.join(dir, "node_modules"));
    }
  }

  const running = () => server?.exitCode === null && server.signalCode === null;

  function serve() {
    if (running()) return;
    const env = { ...process.env };
    // The worktree's own content and build folder, whatever this shell points at.
    delete env.CONTENT_DIR;
    delete env.NEXT_DIST_DIR;
    delete env.PORT;
    server = spawn(
      process.execPath,
      [
        path.join(dir, "scripts", "dev", "dev.mjs"),
        "--port",
        String(port),
        "--hostname",
        "127.0.0.1",
      ],
      { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] },
    );
    relayOutput(server, (text) => text.replace(/(?<=^|\n)(?=[^])/g, "Preview: "));
  }

  /** Whether the preview's dev server answers (a file of public/: nothing to compile). */
  const answers = () =>
    fetch(`${origin}/admin/config.yml`, { method: "HEAD" }).then(
      (response) => response.ok,
      () => false,
    );

  return {
    origin,
    /**
     * A draft's preview as Decap's backend answers it, once the dev server answers; null when the
     * entry has no draft, or the dev server stopped or did not answer within `patience` ms. An
     * open form asks up to 24 times and gives a request 60 s: held 50 s each, a first start of
     * several minutes still ends in the link.
     * @param {string} collection @param {string} slug @param {number} [patience]
     * @returns {Promise<{ url: string, status: string } | null>}
     */
    ask(collection, slug, patience = 50_000) {
      // One checkout at a time; the wait for the dev server is each ask's own.
      const drafted = queue.then(() => {
        const commit = commitOf(clone, `cms/${collection}/${slug}`);
        if (!commit) return false;
        checkOut(commit);
        serve();
        return true;
      });
      queue = drafted.catch(() => {});
      return drafted.then(async (isDraft) => {
        if (!isDraft) return null;
        const until = Date.now() + patience;
        while (!(await answers())) {
          if (!running() || Date.now() > until) return null;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        return { url: origin, status: "success" };
      });
    },
    stop() {
      server?.kill("SIGTERM");
    },
  };
}

/**
 * Serves the CMS's local backend at `port` (loopback): each request goes to decap-server at
 * `backend` as it came, but a draft's preview, answered by `previews`.
 * @param {{ port: number, backend: number, previews: ReturnType<typeof draftPreviews> }} options
 * @returns {Promise<http.Server>}
 */
export function startDraftsFront({ port, backend, previews }) {
  const server = http.createServer((request, response) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks);
      /** @type {{ action?: string, params?: { collection?: string, slug?: string } } | undefined} */
      let asked;
      try {
        asked = request.method === "POST" ? JSON.parse(String(body)) : undefined;
      } catch {
        asked = undefined;
      }
      if (asked?.action === "getDeployPreview") {
        const { collection = "", slug = "" } = asked.params ?? {};
        const preview = await previews.ask(collection, slug).catch((error) => {
          console.error(`Preview of ${collection}/${slug} not served: ${error.message}`);
          return null;
        });
        // decap-server's own answers allow every origin (cors()): the editor's page is on
        // another port.
        response.writeHead(200, {
          "content-type": "application/json",
          "access-control-allow-origin": "*",
        });
        response.end(JSON.stringify(preview));
        return;
      }
      const { method, url, headers } = request;
      const upstream = http.request(
        { host: "127.0.0.1", port: backend, method, path: url, headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      upstream.on("error", () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      upstream.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
