// The editor's address and the entry its form holds.
//
// An entry's address changed by hand (the hash edited from one entry to another): Decap's
// router gives the open editor the new address but the editor keeps the entry it loaded, so
// the form showed the other entry, or none. Decap has no option or event for this, so the
// editor is made to load afresh: through the collection's list, then to the entry asked for,
// both replacing the address (the browser's history keeps only the entry asked for).
// A new entry's first save (".../new" to ".../entries/<slug>") is Decap's own and left alone.

const ENTRY = /^#\/collections\/([^/]+)\/entries\/(.+)$/;

/** An address without its query: a Workflow card opens an entry at ".../<slug>?ref=workflow". */
const bare = (/** @type {string} */ hash) => hash.replace(/\?.*$/, "");

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
    const from = ENTRY.exec(bare(new URL(event.oldURL).hash));
    const next = ENTRY.exec(bare(to));
    if (!from || !next || (from[1] === next[1] && from[2] === next[2])) return;
    reopening = to;
    location.replace(`#/collections/${next[1]}`);
  });
}

const NEW = /^#\/collections\/([^/]+)\/new$/;

/**
 * Whether the form's draft is the entry its address names: a new entry of the collection at
 * ".../new", that entry at ".../entries/<slug>" (a Workflow card adds "?ref=workflow").
 * After "Publish now", Decap loads the published entry again and makes it the draft of whatever
 * form is open by then (publishUnpublishedEntry in decap-cms-core, decision 0010): a new form
 * opened within those seconds holds the published entry under another address, and a save
 * would write it there. An address of another shape (none of an entry) is not judged.
 * @param {{ collection: string, slug: string, newRecord: boolean }} draft
 * @param {string} hash the editor's `location.hash`
 */
export function draftIsAddressed(draft, hash) {
  const at = bare(hash);
  const created = NEW.exec(at);
  if (created) return draft.newRecord && draft.collection === created[1];
  const opened = ENTRY.exec(at);
  if (!opened) return true;
  return (
    !draft.newRecord &&
    draft.collection === opened[1] &&
    draft.slug === decodeURIComponent(opened[2])
  );
}
