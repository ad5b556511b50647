// The editor's address and the entry its form holds.
//
// An entry's address changed by hand (the hash edited from one entry to another): Decap's
// router gives the open editor the new address but the editor keeps the entry it loaded, so
// the form showed the other entry, or none. Decap has no option or event for this, so the
// editor is made to load afresh: through the collection's list, then to the entry asked for,
// both replacing the address (the browser's history keeps only the entry asked for).
// A new entry's first save (".../new" to ".../entries/<slug>") is Decap's own, but where each
// save publishes (local mode), it is opened again the same way: Decap asks for an entry's "View
// Live" address when its editor opens or after a save of an entry that is not new, and a new
// entry's editor, kept open under its new address, had none until the entry was opened again.
// (With drafts, Decap opens the saved entry afresh itself, and its "View Preview" comes.)

const ENTRY = /^#\/collections\/([^/]+)\/entries\/(.+)$/;
const NEW = /^#\/collections\/([^/]+)\/new$/;

/**
 * Runs `then` once Decap has drawn the collection's list at `list` (its editor gone) with its
 * entries: an entry opened while its collection's entries were still loading (a collection
 * not listed before in the session) was drawn without them, and its "View Live" failed with
 * "Cannot read properties of undefined (reading 'get')". After 10 s without an entry drawn
 * (an empty collection), at once; not at all if the address changed meanwhile.
 * @param {string} list @param {() => void} then
 */
function afterList(list, then) {
  const entries = `a[href^="${list}/entries/"]`;
  const until = Date.now() + 10_000;
  const check = () => {
    if (location.hash !== list) return;
    if (document.querySelector(entries) || Date.now() > until) then();
    else setTimeout(check, 50);
  };
  setTimeout(check, 0);
}

/** Whether each save publishes: Decap's header has no Workflow tab then. */
const publishesAtOnce = () => !document.querySelector('a[href="#/workflow"]');

/** An address without its query: a Workflow card opens an entry at ".../<slug>?ref=workflow". */
const bare = (/** @type {string} */ hash) => hash.replace(/\?.*$/, "");

/** @type {string | undefined} the saved new entry being opened again, until it is open */
let savedReopening;
/**
 * Whether the address changes because a new entry just saved is opened again (what its save
 * said then stays on screen: cms-refusals.mjs). True for every listener of each change on
 * the way, the arrival's included.
 */
export const reopeningSaved = () =>
  savedReopening !== undefined &&
  [savedReopening, listOf(savedReopening)].includes(bare(location.hash));

/** The address of an entry's collection's list. */
const listOf = (/** @type {string} */ entry) => `#/collections/${ENTRY.exec(bare(entry))?.[1]}`;

export function reopenOnAddressChange() {
  /** @type {string | undefined} */
  let reopening;
  window.addEventListener("hashchange", (event) => {
    const to = new URL(event.newURL).hash;
    if (savedReopening && !reopening) setTimeout(() => (savedReopening = undefined), 0);
    if (reopening) {
      const target = reopening;
      reopening = undefined;
      // Another address asked for meanwhile (a new entry opened at once): the reopen is dropped.
      if (to === listOf(target)) afterList(to, () => location.replace(target));
      return;
    }
    const old = bare(new URL(event.oldURL).hash);
    const from = ENTRY.exec(old);
    const next = ENTRY.exec(bare(to));
    const saved = NEW.exec(old)?.[1] === next?.[1] && publishesAtOnce();
    if (!next || (!saved && (!from || (from[1] === next[1] && from[2] === next[2])))) return;
    reopening = to;
    savedReopening = saved ? to : undefined;
    location.replace(`#/collections/${next[1]}`);
  });
}

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
