// Next writes its first-load chunks as async <script> tags in <head>, so they download
// alongside the stylesheet, the font and the hero photo and run as soon as they arrive, often
// before the first paint. Each page instead lists its chunks as data, and this loader (the same
// on every page, so one CSP hash) starts them in the task after the first frame: the hero text
// paints first (issue 10; re-measured against compile hints alone in docs/performance.md).
// It also keeps a tap on a script-driven button made before React has hydrated, and replays it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHUNKS_ID } from "../first-load-chunks.mjs";

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
// Shared with components/hydration-signal.tsx, which dispatches it once React has hydrated.
const { hydratedEvent } = JSON.parse(readFileSync(path.join(root, "lib", "boot.json"), "utf8"));

/**
 * Runs inline in <head>. It starts the chunks in the task after the first animation frame: a
 * frame cannot run while the stylesheet blocks rendering, so the page paints with its own CSS
 * first. A page that is not visible (a background tab, a prerender) has no frames: it starts
 * them at once. Until React announces hydration, a click on a `type="button"` button (they do
 * nothing without script) is held and replayed, so an early tap on a menu is not lost.
 */
function loader(chunksId, hydratedEvent) {
  const { scripts, preloads } = JSON.parse(document.getElementById(chunksId).textContent);
  // A few tags per task: starting a fetch costs the main thread, and all of them in one task
  // made a long task of their own on a slow phone.
  const PER_TASK = 3;
  const tags = [
    ...scripts.map((src) => Object.assign(document.createElement("script"), { src, async: true })),
    ...preloads.map((href) =>
      Object.assign(document.createElement("link"), {
        rel: "preload",
        as: "script",
        fetchPriority: "low",
        href,
      }),
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

  let held = null;
  const hold = (event) => {
    const button = event.target.closest?.('button[type="button"]');
    if (!button) return;
    event.stopPropagation();
    held = button;
  };
  addEventListener("click", hold, true);
  document.addEventListener(
    hydratedEvent,
    () => {
      removeEventListener("click", hold, true);
      if (held?.isConnected) held.click();
      held = null;
    },
    { once: true },
  );
}

/** The loader's inline source, as every page carries it. */
export const LOADER = `(${loader.toString()})(${JSON.stringify(CHUNKS_ID)},${JSON.stringify(hydratedEvent)})`;
