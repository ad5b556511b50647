// Next writes its first-load chunks as async <script> tags in <head>, so they download
// alongside the stylesheet, the font and the page's main photo. On a slow phone network every
// download in flight takes its share of the bandwidth, so the chunks made the main photo paint
// later. Each page instead lists its chunks as data, and this loader (the same on every page, so
// one CSP hash) starts them once the main photo has arrived, or a short fixed time after the
// first frame, whichever comes first (docs/performance.md has the measurements). It also keeps a
// tap on a script-driven button, and a form's submission, made before React has hydrated, and
// replays them.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CHUNKS_ID } from "../first-load-chunks.mjs";
import { root } from "../repo-paths.mjs";

// Next's own copy of terser (it minifies Next's builds), which ships no types of its own.
const { minify_sync: minifySync } =
  /** @type {{ minify_sync: (code: string, options: object) => { code?: string } }} */ (
    createRequire(import.meta.url)("next/dist/compiled/terser")
  );
// Shared with components/hydration-signal.tsx, which dispatches it once React has hydrated.
const { hydratedEvent } = JSON.parse(
  readFileSync(path.join(root, "lib", "site", "boot.json"), "utf8"),
);

/** At most this long after the first frame: a photo later than that is on a network too slow for the wait to help. */
const MAIN_PHOTO_WAIT_MS = 1500;

/**
 * Runs inline in <head>. The chunks wait for the first animation frame (which cannot run while
 * the stylesheet blocks rendering, so the page paints with its own CSS first), then for the main
 * photo (`fetchpriority="high"`) or `waitMs`; a hidden page (no frames) starts them at once.
 * Until React announces hydration, a click on a `type="button"` button (inert without script)
 * and a form's submission are held and replayed: a form's native submission, made before its
 * handler is attached, would go where the script never sends it (docs/decisions/0005). If a
 * chunk cannot be fetched, hydration never comes, and the held submission goes to the form's
 * own off-site action.
 * @param {string} chunksId
 * @param {string} hydratedEvent
 * @param {number} waitMs
 */
function loader(chunksId, hydratedEvent, waitMs) {
  /** @type {{ scripts: string[], preloads: string[], attributes?: Record<string, object> }} */
  const {
    scripts,
    preloads,
    attributes = {},
  } = /** @type {{ scripts: string[], preloads: string[], attributes?: Record<string, object> }} */ (
    JSON.parse(document.getElementById(chunksId)?.textContent ?? "")
  );
  // A few tags per task: starting a fetch costs the main thread, and all of them in one task
  // made a long task of their own on a slow phone.
  const PER_TASK = 3;
  /** @type {HTMLElement | null} */
  let held = null;
  /** @type {{ form: HTMLFormElement, submitter: HTMLButtonElement | null } | null} */
  let heldSubmit = null;
  const tags = [
    ...scripts.map((src) =>
      Object.assign(
        document.createElement("script"),
        { src, async: true, onerror: () => done() },
        attributes[src],
      ),
    ),
    ...preloads.map((href) =>
      Object.assign(
        document.createElement("link"),
        { rel: "preload", as: "script", href },
        attributes[href],
      ),
    ),
  ];
  let started = false;
  const insert = () => {
    // A hidden page's timers are slowed down, and nobody waits on its main thread: all at once.
    const count = document.visibilityState === "visible" ? PER_TASK : tags.length;
    document.head.append(...tags.splice(0, count));
    if (tags.length > 0) setTimeout(insert);
  };
  const start = () => {
    if (started) return;
    started = true;
    insert();
  };
  const afterMainPhoto = () => {
    const main = /** @type {HTMLImageElement | null} */ (
      document.querySelector('img[fetchpriority="high"]')
    );
    if (!main || main.complete) return start();
    main.addEventListener("load", start, { once: true });
    main.addEventListener("error", start, { once: true });
    setTimeout(start, waitMs);
  };
  if (document.visibilityState !== "visible") start();
  else {
    requestAnimationFrame(() => setTimeout(afterMainPhoto));
    document.addEventListener("visibilitychange", start, { once: true });
    // Someone who taps or types before the photo has come wants the page to work now.
    for (const type of ["pointerdown", "keydown"]) {
      addEventListener(type, start, { capture: true, once: true, passive: true });
    }
  }

  /** @param {MouseEvent} event */
  const hold = (event) => {
    const button = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (event.target).closest?.('button[type="button"]')
    );
    if (!button) return;
    event.stopPropagation();
    held = button;
  };
  /** @param {SubmitEvent} event */
  const holdSubmit = (event) => {
    event.preventDefault();
    event.stopPropagation();
    heldSubmit = {
      form: /** @type {HTMLFormElement} */ (event.target),
      submitter: /** @type {HTMLButtonElement | null} */ (event.submitter),
    };
  };
  addEventListener("click", hold, true);
  addEventListener("submit", holdSubmit, true);
  // Hydrated, the handlers take the replays; with a chunk lost, the browser does (the form's
  // action). requestSubmit runs the browser's checks and the submit event again, as a new submit.
  let finished = false;
  function done() {
    if (finished) return;
    finished = true;
    removeEventListener("click", hold, true);
    removeEventListener("submit", holdSubmit, true);
    if (held?.isConnected) held.click();
    const { form, submitter } = heldSubmit ?? {};
    if (form?.isConnected) form.requestSubmit(submitter?.form === form ? submitter : null);
    held = heldSubmit = null;
  }
  document.addEventListener(hydratedEvent, done, { once: true });
}

/** Minified, without its comments: every page carries it inline. @param {string} code */
function minify(code) {
  const { code: small } = minifySync(code, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!small) throw new Error("the loader did not minify");
  return small;
}

/** The loader's inline source, as every page carries it. */
export const LOADER = minify(
  `(${loader.toString()})(${JSON.stringify(CHUNKS_ID)},${JSON.stringify(hydratedEvent)},${MAIN_PHOTO_WAIT_MS});`,
);
