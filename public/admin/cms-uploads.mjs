// What an upload in the media library is doing, said in words (content/shared/admin.yml): a
// file that is not a photo is refused with a message (Decap dropped it with only a console
// line), and while Decap re-encodes a photo, a status says so until it is listed. Decap has no
// event for an upload, so the file input's change is caught first, on the window.

const STATUS_STYLE =
  "position: fixed; z-index: 100000; left: 50%; bottom: 1.5rem; transform: translateX(-50%); max-width: min(40rem, 90vw); margin: 0; padding: 0.75rem 1rem; border-radius: 0.5rem; font: 1rem/1.4 system-ui, sans-serif; box-shadow: 0 2px 12px rgb(0 0 0 / 0.3);";
// How long a message stays at most: an upload that never shows up is not waited for forever.
const LONGEST = 120_000;

/** @param {string} role @param {string} colours */
function messageBox(role, colours) {
  const box = document.createElement("p");
  box.setAttribute("role", role);
  box.style.cssText = `${STATUS_STYLE} ${colours}`;
  box.hidden = true;
  document.body.append(box);
  return box;
}

/** Whether the browser can read the file as an image (what Decap's re-encoding needs). */
async function readsAsImage(file) {
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/** The name as the media library lists it: lower case, its extension left out. */
const stemOf = (name) => name.toLowerCase().replace(/\.[^.]*$/, "");

/** @param {Record<string, string>} words */
export function watchUploads(words) {
  const status = messageBox("status", "background: #1e3a5f; color: #fff;");
  const alert = messageBox("alert", "background: #8a1c1c; color: #fff;");
  /** @type {{ stem: string, until: number } | undefined} */
  let waiting;
  const passed = new WeakSet();

  // The status goes once the media library lists the photo (its card shows the name).
  const listed = new MutationObserver(() => {
    if (!waiting) return;
    const { stem, until } = waiting;
    const shown = Array.from(document.body.children)
      .filter((element) => element !== status && element !== alert)
      .some((element) => element.textContent?.toLowerCase().includes(stem));
    if (shown || Date.now() > until) {
      waiting = undefined;
      status.hidden = true;
      listed.disconnect();
    }
  });

  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      const file = input.files?.[0];
      if (!file || passed.has(event)) return;
      event.stopImmediatePropagation();
      alert.hidden = true;
      void readsAsImage(file).then((image) => {
        if (!image) {
          alert.textContent = (words.notAPhoto ?? "{file}").replace("{file}", file.name);
          alert.hidden = false;
          setTimeout(() => (alert.hidden = true), 20_000);
          input.value = "";
          return;
        }
        status.textContent = (words.processing ?? "{file}").replace("{file}", file.name);
        status.hidden = false;
        waiting = { stem: stemOf(file.name), until: Date.now() + LONGEST };
        setTimeout(() => {
          if (waiting && Date.now() > waiting.until) status.hidden = true;
        }, LONGEST + 1000);
        listed.observe(document.body, { childList: true, subtree: true, characterData: true });
        const again = new Event("change", { bubbles: true });
        passed.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
