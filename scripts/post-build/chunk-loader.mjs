// Next writes its first-load chunks as async <script> tags in <head>, so they download
// alongside the stylesheet, the font and the hero photo and run as soon as they arrive, often
// before the first paint. Each page instead lists its chunks as data, and this loader (the same
// on every page, so one CSP hash) starts them in the task after the first frame: the hero text
// paints first (issue 10; re-measured against compile hints alone in docs/performance.md).
// It also keeps a tap on a script-driven button, and a form's submission, made before React has
// hydrated, and replays them, and it holds the photos below the fold until the page's main photo
// has painted (main-photo-first.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHUNKS_ID } from "../first-load-chunks.mjs";
import { mainPhotoFirst } from "./main-photo-first.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
// Shared with components/hydration-signal.tsx, which dispatches it once React has hydrated.
const { hydratedEvent, photosHeldAttribute } = JSON.parse(
  readFileSync(path.join(root, "lib", "boot.json"), "utf8"),
);

/**
 * Runs inline in <head>. It starts the chunks in the task after the first animation frame: a
 * frame cannot run while the stylesheet blocks rendering, so the page paints with its own CSS
 * first. A page that is not visible (a background tab, a prerender) has no frames: it starts
 * them at once. A tag gets again what Next wrote on it besides its address (`attributes`, by
 * address: type, crossOrigin, integrity, fetchPriority…, as pages.mjs read them). Until React
 * announces hydration, a click on a `type="button"` button (they do nothing without script) is
 * held and replayed, so an early tap on a menu is not lost. So is a form's submission: a form on
 * this site is driven by script, and its native submission, made before its handler is
 * attached, would go where the script never sends it (docs/decisions/0005). If a chunk cannot be
 * fetched, hydration never comes: the held submission is then let through to the form's own
 * off-site action, and so are the ones after it.
 * @param {string} chunksId @param {string} hydratedEvent
 */
function loader(chunksId, hydratedEvent) {
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
  if (document.visibilityState !== "visible") start();
  else {
    requestAnimationFrame(() => setTimeout(start));
    document.addEventListener("visibilitychange", start, { once: true });
  }

  /** @param {Event} event */
  const hold = (event) => {
    const target = /** @type {Element} */ (event.target);
    const button = /** @type {HTMLElement | null} */ (target.closest?.('button[type="button"]'));
    if (!button) return;
    event.stopPropagation();
    held = button;
  };
  /** @param {SubmitEvent} event */
  const holdSubmit = (event) => {
    event.preventDefault();
    event.stopPropagation();
    const form = /** @type {HTMLFormElement} */ (event.target);
    heldSubmit = { form, submitter: /** @type {HTMLButtonElement | null} */ (event.submitter) };
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

/** The loader's inline source, as every page carries it. */
export const LOADER = `(${loader.toString()})(${JSON.stringify(CHUNKS_ID)},${JSON.stringify(hydratedEvent)});${mainPhotoFirst(photosHeldAttribute)}`;
