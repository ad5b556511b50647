/*
 * One temporary copy of the project that several browser suites edit, that is built ONCE, and
 * whose export each of them then checks: a whole build of a copy costs a minute or more of a
 * small machine's processor, so the suites that need one (the CMS's local mode, the site with
 * the team's own photos) share it instead of building one each.
 *
 * The copy is a Git repository of its own (`git diff` shows what a save changed), with the
 * project's node_modules linked in and Next's build cache seeded (support/project-copy.ts). Its
 * tests run in one file, built-copy.spec.ts, one after another, in four phases:
 *   1. edit:  each suite's edits, suite after suite, in the order built-copy/suites.ts imports
 *             the suites: through the CMS (the one editor, `copy.cms()`) or by script;
 *   2. build: `npm run build` of the copy, once (a test of its own: it must pass);
 *   3. check: each suite's checks of that build (they must leave the copy and its export as
 *             they found them: a check that breaks something puts it back);
 *   4. after: what changes the copy for good (the dev server), last.
 * That chain is a browser run of its own (E2E_SUITE=built-copy), one step after another: the
 * longest run of `npm test`. A step that needs the CMS over the copy but nothing the build makes
 * of it, and leaves the copy as it found it (a refused save, a save taken back), is a `form`
 * step instead: form steps run in the site's run (cms-forms.spec.ts), one after another, on a
 * second copy made the same way (the same setups and first commit) and never built, so they
 * fill the cores the site's specs leave while the chain goes on.
 *
 * How a new suite shares the built copy:
 *   - write `__tests__/e2e/built-copy/<topic>.ts` (not a spec: it only declares steps) with
 *       import { builtCopy } from "../support/built-copy";
 *       builtCopy.edit("a guide created in the CMS is saved", async ({ copy }) => {
 *         const { page } = await copy.cms();        // Decap, opened once for every suite
 *         …
 *       });
 *       builtCopy.check("the guide's pages are built in both languages", async ({ copy }) => {
 *         expect(copy.built("guides/…")).toContain(…);
 *       });
 *     `builtCopy.setup(copy => …)` adds files before the copy's first commit (a photo the
 *     media library must already hold); `builtCopy.after` is for checks that change the copy
 *     for good; `builtCopy.form` for a check of the CMS's forms that no build reads and that
 *     leaves the copy's files as they were (it must not call `copy.build` or `copy.built`). Each
 *     step gets the test's `browser` too, and Playwright's TestInfo second.
 *   - import it in built-copy/suites.ts, before own-photos (whose import of every stock photo
 *     rewrites every photo field of the content and fills the media library): edits that
 *     expect the content as the repository has it come first. A step that needs more time
 *     than the default 3 minutes says so with `test.setTimeout`.
 * Steps run in serial mode: one that fails skips the ones after it, which Playwright (and
 * npm test's tally) counts as failures too.
 */
import { execFile, spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { freePort, openCms, startDecapServer } from "./decap";
import { test } from "./fixtures";
import { copyProject, linkDependencies, removeCopy, shareDependencies } from "./project-copy";

const run = promisify(execFile);

export type BuiltCopy = {
  /** The copy's folder. */
  dir: string;
  /** A file of the copy, by its path from the copy's root, as text. */
  file(name: string): string;
  /** `git` in the copy; resolves with what it printed. */
  git(...args: string[]): Promise<string>;
  /** Commits everything changed since the last commit. */
  commit(message: string): Promise<string>;
  /** `npm run build` in the copy: its own content/ and out/, whatever this run's environment says. */
  build(): Promise<void>;
  /** The exported page of a route ("" for the home page, "fr/galerie" …), as text. */
  built(route: string): string;
  /**
   * The one CMS editor of the copy: decap-server in its file mode over the copy, /admin/ open
   * in one page that stays open for every suite (Decap starts once, as it does for the
   * coordinator; it is a 5 MB script). `api` is the local backend's address, for another page.
   */
  cms(): Promise<{ page: Page; api: string }>;
  /**
   * `npm run dev` in the copy, on a free loopback port, started once for every step that asks
   * (each dev server costs a start and a first compile of its own) and stopped with the copy;
   * resolves with its origin at once, before it answers: each step waits for what it needs.
   */
  dev(): Promise<string>;
};

type Fixtures = { copy: BuiltCopy; browser: Browser };
type Step = (fixtures: Fixtures, testInfo: TestInfo) => Promise<void>;
type Phase = "form" | "edit" | "check" | "after";

const steps: Record<Phase, { title: string; step: Step }[]> = {
  form: [],
  edit: [],
  check: [],
  after: [],
};
const setups: ((copy: BuiltCopy) => Promise<void>)[] = [];

/** How a suite joins the built copy (see the header comment). */
export const builtCopy = {
  setup(prepare: (copy: BuiltCopy) => Promise<void>) {
    setups.push(prepare);
  },
  form(title: string, step: Step) {
    steps.form.push({ title, step });
  },
  edit(title: string, step: Step) {
    steps.edit.push({ title, step });
  },
  check(title: string, step: Step) {
    steps.check.push({ title, step });
  },
  after(title: string, step: Step) {
    steps.after.push({ title, step });
  },
};

function createCopy(browser: Browser, built: boolean): BuiltCopy & { close(): Promise<void> } {
  // A copy that is never built needs neither Next's cache nor node_modules as Turbopack takes it.
  const dir = copyProject(built ? "built-copy-" : "cms-forms-", { buildCache: built });
  if (built) linkDependencies(dir);
  else shareDependencies(dir);
  const git = async (...args: string[]) => (await run("git", args, { cwd: dir })).stdout;
  let editor: Promise<{ page: Page; api: string; stop(): void }> | undefined;
  let devServer: { origin: Promise<string>; stop(): Promise<unknown> } | undefined;
  const copy = {
    dir,
    file: (name: string) => readFileSync(path.join(dir, name), "utf8"),
    git,
    commit: (message: string) =>
      git("-c", "user.name=test", "-c", "user.email=test@example.com", "commit", "-qam", message),
    async build() {
      const env = { ...process.env };
      delete env.CONTENT_DIR;
      delete env.NEXT_DIST_DIR;
      await run("npm", ["run", "--silent", "build"], {
        cwd: dir,
        env,
        maxBuffer: 64 * 1024 * 1024,
      });
    },
    built: (route: string) => readFileSync(path.join(dir, "out", route, "index.html"), "utf8"),
    cms() {
      if (!editor) {
        // Opening Decap had a beforeAll's 3 minutes of its own: the step that opens it gets
        // them on top of its own time.
        test.info().setTimeout(test.info().timeout + 180_000);
      }
      editor ??= (async () => {
        const decap = await startDecapServer(dir);
        const page = await browser.newPage();
        // Leaving an entry with unsaved changes: Decap asks first, and the editor says yes.
        page.on("dialog", (dialog) => void dialog.accept());
        await openCms(page, decap.url);
        return { page, api: decap.url, stop: () => decap.server.kill() };
      })();
      return editor.then(({ page, api }) => ({ page, api }));
    },
    dev() {
      devServer ??= (() => {
        let stop = (): Promise<unknown> => Promise.resolve();
        const origin = freePort().then((port) => {
          const env = { ...process.env };
          delete env.CONTENT_DIR;
          delete env.NEXT_DIST_DIR;
          const server = spawn("npm", ["run", "--silent", "dev", "--", "-p", String(port)], {
            cwd: dir,
            env,
            stdio: "ignore",
            detached: true,
          });
          const exited = new Promise((resolve) => server.once("exit", resolve));
          const signal = (name: NodeJS.Signals) => {
            try {
              process.kill(-server.pid!, name);
            } catch {
              // The group is already gone.
            }
          };
          stop = async () => {
            if (!server.pid) return;
            signal("SIGTERM");
            // Gone before the copy is removed: next dev writes its cache, and the photo pipeline
            // its variants, until they stop. A busy machine once kept them past 15 s, and the
            // removal met a folder still being written: killed outright after 30 s instead.
            const late = setTimeout(() => signal("SIGKILL"), 30_000);
            await exited;
            clearTimeout(late);
          };
          return `http://localhost:${port}`;
        });
        return { origin, stop: () => origin.then(() => stop()) };
      })();
      return devServer.origin;
    },
    async close() {
      await devServer?.stop();
      const opened = await editor?.catch(() => undefined);
      await opened?.page.close();
      opened?.stop();
      removeCopy(dir);
    },
  };
  return copy;
}

/**
 * The copy's tests, one after another: the copy is made (each suite's setup, then its first
 * commit) before the first and removed after the last; `body` declares the tests.
 */
function declareCopyTests(built: boolean, body: (declare: (phase: Phase) => void) => void) {
  // The CMS is a 5 MB script and a build takes minutes on a small, busy machine.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let copy: (BuiltCopy & { close(): Promise<void> }) | undefined;
  const use = () => {
    if (!copy) throw new Error("the built copy was not made (see the first failure)");
    return copy;
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    copy = createCopy(browser, built);
    mkdirSync(path.join(copy.dir, "content", "photos"), { recursive: true });
    for (const prepare of setups) await prepare(copy);
    // The files as the CMS writes them (npm run lint keeps them so): a save then changes only
    // what it changes.
    await run(process.execPath, ["scripts/checks/format-content.mjs"], { cwd: copy.dir });
    await copy.git("init", "--quiet");
    await copy.git("add", "-A");
    await copy.commit("copy");
  });

  test.afterAll(async () => {
    await copy?.close();
  });

  body((phase: Phase) => {
    for (const { title, step } of steps[phase]) {
      test(title, async ({ browser }, testInfo) => step({ copy: use(), browser }, testInfo));
    }
  });
  return use;
}

/**
 * Declares the built copy's tests, phase by phase, in the order the suites were imported
 * (built-copy.spec.ts calls it once, after importing them): the form steps left out.
 */
export function declareBuiltCopyTests() {
  const use = declareCopyTests(true, (declare) => {
    declare("edit");
    test("the copy, with every suite's edits, builds", async () => {
      // The real build, with every photo to encode, takes minutes on a small, busy machine.
      test.setTimeout(20 * 60_000);
      await use().build();
    });
    declare("check");
    declare("after");
  });
}

/**
 * Declares the form steps alone, on a copy of their own that is never built (cms-forms.spec.ts
 * calls it once, after importing the suites).
 */
export function declareFormTests() {
  declareCopyTests(false, (declare) => declare("form"));
}
