// An entry's address changed by hand (the hash edited from one entry to another): Decap's
// router gives the open editor the new address but the editor keeps the entry it loaded, so
// the form showed the other entry, or none. Decap has no option or event for this, so the
// editor is made to load afresh: through the collection's list, then to the entry asked for,
// both replacing the address (the browser's history keeps only the entry asked for).
// A new entry's first save (".../new" to ".../entries/<slug>") is Decap's own and left alone.

const ENTRY = /^#\/collections\/([^/]+)\/entries\/(.+)$/;

export function reopenOnAddressChange() {
  /** @type {string | undefined} */
  let reopening;
  window.addEventListener("hashchange", (event) => {
    const to = new URL(event.newURL).hash;
    if (reopening) {
      const target = reopening;
      reopening = undefined;
      // After Decap has drawn the list, so its editor is gone before the entry opens.
      if (to !== target) setTimeout(() => location.replace(target), 0);
      return;
    }
    const from = ENTRY.exec(new URL(event.oldURL).hash);
    const next = ENTRY.exec(to);
    if (!from || !next || (from[1] === next[1] && from[2] === next[2])) return;
    reopening = to;
    location.replace(`#/collections/${next[1]}`);
  });
}
