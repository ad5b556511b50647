// What a refused save says, kept on screen until the entry saves or is left: Decap shows the
// refusal only in a toast that goes after a few seconds (closed here: it said the same twice),
// and outlines no field of the French pane. Every problem is listed in a box that stays, each
// field named outlined in its pane; the box takes a corner that covers no outlined field, and
// folds or moves. Its words are content (content/shared/admin.yml, `cms`).

import { reopeningSaved } from "./cms-address.mjs";

const BOX_STYLE =
  "position: fixed; z-index: 100000; max-width: min(36rem, 45vw); max-height: 40vh; overflow: auto; margin: 0; padding: 0.75rem 1rem; border-radius: 0.5rem; font: 0.95rem/1.4 system-ui, sans-serif; background: #fff; color: #7f1d1d; border: 2px solid #b91c1c; box-shadow: 0 2px 12px rgb(0 0 0 / 0.3);";
/** A note that is not a refusal (saved, but waiting for other content): the same box, in blue. */
const NOTE_COLOURS = "color: #1e3a8a; border-color: #1d4ed8;";
const BUTTON_STYLE =
  "font: inherit; font-size: 0.875rem; margin: 0 0.5rem 0.5rem 0; padding: 0.25rem 0.5rem; border: 1px solid #7f1d1d; border-radius: 0.25rem; background: #fff; color: #7f1d1d; cursor: pointer;";
const OUTLINE = "3px solid #b91c1c";
/** The window's corners, in the order the box tries them: bottom right first, as before. */
const CORNERS = [
  { bottom: "1rem", right: "1rem" },
  { bottom: "1rem", left: "1rem" },
  { top: "1rem", right: "1rem" },
  { top: "1rem", left: "1rem" },
];
/** What the save's refusal throws starts so (cms-forms.mjs), and so Decap's toast says it. */
const REFUSED = "not saved:";

/**
 * A problem as the check words it ("FR: Title is required", "EN: Hero › Photo: …"): its pane
 * (0 English or a fact entered once, 1 French) and its top-level field's label.
 * @param {string} problem
 */
function problemField(problem) {
  const [, locale, rest = problem] = /^(?:([A-Z]{2}): )?([\s\S]*)$/.exec(problem) ?? [];
  const label = rest.split(/ › |: | is required$/)[0] ?? "";
  return { pane: locale && locale !== "EN" ? 1 : 0, label: label.trim() };
}

/** @param {DOMRect} a @param {DOMRect} b */
const intersects = (a, b) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Decap's toast of a refused save ("Failed to persist entry: Error: not saved: …") closed. */
function closeDuplicateToasts() {
  for (const toast of document.querySelectorAll(".Toastify__toast")) {
    if (!toast.textContent?.includes(REFUSED)) continue;
    /** @type {HTMLElement} */ (toast).style.visibility = "hidden";
    /** @type {HTMLElement | null} */ (toast.querySelector(".Toastify__close-button"))?.click();
  }
}

/** @param {Record<string, any>} words the editor's messages (content/shared/admin.yml, `cms`) */
export function createRefusals(words) {
  /** @type {HTMLElement | undefined} */
  let box;
  /** @type {HTMLElement[]} */
  let outlined = [];
  let corner = 0;
  /** Whether the coordinator moved the box: then it stays where they put it. */
  let moved = false;
  /** Whether the box is a note (role status), not a refusal. */
  let note = false;

  /** The box in `corner`. */
  const put = (/** @type {number} */ at) => {
    if (!box) return;
    corner = at % CORNERS.length;
    for (const side of ["top", "right", "bottom", "left"]) box.style.removeProperty(side);
    Object.assign(box.style, CORNERS[corner]);
  };
  /** The first corner, from the current one, where the box covers no outlined field. */
  const place = () => {
    if (!box || moved) return;
    const fields = outlined.map((element) => element.getBoundingClientRect());
    for (let step = 0; step < CORNERS.length; step += 1) {
      put(corner + step);
      const rect = box.getBoundingClientRect();
      if (!fields.some((field) => intersects(rect, field))) return;
    }
    put(0);
  };
  /** @type {number | undefined} */
  let frame;
  const onScroll = () => {
    if (frame !== undefined) return;
    frame = requestAnimationFrame(() => {
      frame = undefined;
      place();
    });
  };
  const toasts = new MutationObserver(closeDuplicateToasts);

  const clear = () => {
    note = false;
    box?.remove();
    box = undefined;
    for (const element of outlined) element.style.outline = "";
    outlined = [];
    document.removeEventListener("scroll", onScroll, true);
    window.removeEventListener("resize", onScroll);
    toasts.disconnect();
  };
  // Another entry opened: the box goes. A new entry's first save, from ".../new" to its own
  // address, keeps what that save said, and so does the entry's opening again that follows
  // where each save publishes (cms-address.mjs).
  window.addEventListener("hashchange", (event) => {
    const from = new URL(event.oldURL).hash.replace(/\?.*$/, "");
    const to = new URL(event.newURL).hash;
    const saved = /^#\/collections\/([^/]+)\/new$/.exec(from);
    if (saved && to.startsWith(`#/collections/${saved[1]}/entries/`)) return;
    if (reopeningSaved()) return;
    clear();
  });

  /** @param {string} text @param {() => void} onClick */
  const button = (text, onClick) => {
    const element = document.createElement("button");
    element.type = "button";
    element.style.cssText = BUTTON_STYLE;
    element.textContent = text;
    element.addEventListener("click", onClick);
    return element;
  };

  /**
   * @param {string[]} problems
   * @param {string} [heading] what the box says above them
   */
  const show = (problems, heading = words.notSaved ?? "", kind = "refusal") => {
    clear();
    moved = false;
    corner = 0;
    note = kind === "note";
    box = document.createElement("div");
    box.setAttribute("role", note ? "status" : "alert");
    box.style.cssText = BOX_STYLE + (note ? NOTE_COLOURS : "");
    const lead = document.createElement("p");
    lead.style.cssText = "margin: 0 0 0.5rem; font-weight: 700;";
    lead.textContent = heading;
    box.append(lead);
    const list = document.createElement("ul");
    list.id = "cms-refusal-list";
    list.style.cssText = "margin: 0; padding-left: 1.25rem;";
    for (const problem of problems) {
      const item = document.createElement("li");
      item.textContent = problem;
      list.append(item);
    }
    if (problems.length) {
      const fold = button(words.fold ?? "", () => {
        const open = list.hidden;
        list.hidden = !open;
        fold.textContent = (open ? words.fold : words.unfold) ?? "";
        fold.setAttribute("aria-expanded", String(open));
        place();
      });
      fold.setAttribute("aria-expanded", "true");
      fold.setAttribute("aria-controls", list.id);
      box.append(fold);
    }
    box.append(
      button(words.move ?? "", () => {
        moved = true;
        put(corner + 1);
      }),
    );
    if (problems.length) box.append(list);
    document.body.append(box);
    // The French pane shows the labels in French (cms-french.mjs).
    const french = words.french?.labels ?? {};
    const optional = new RegExp(` \\((optional|${words.french?.optional ?? "optional"})\\)$`);
    for (const problem of problems) {
      const { pane, label } = problemField(problem);
      // Each field's label, once per pane it shows in: the English pane's first.
      const labels = Array.from(document.querySelectorAll("label")).filter((element) => {
        const shown = element.textContent?.replace(optional, "").trim();
        return shown === label || shown === french[label];
      });
      const control = (labels[pane] ?? labels[0])?.parentElement;
      if (control && !outlined.includes(control)) {
        control.style.outline = OUTLINE;
        outlined.push(control);
      }
    }
    outlined[0]?.scrollIntoView?.({ block: "center" });
    place();
    document.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onScroll);
    if (note) return;
    closeDuplicateToasts();
    toasts.observe(document.body, { childList: true, subtree: true });
  };
  /** A note that stays in the form until the next save or another entry (an area that waits). */
  const tell = (/** @type {string} */ message) => show([], message, "note");
  /** The note gone, a refusal left as it is. */
  const untell = () => {
    if (note) clear();
  };
  return { show, clear, tell, untell };
}
