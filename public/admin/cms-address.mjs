// The editor's address and the entry its form holds. An address changed by hand leaves Decap's
// editor on the entry it loaded, and a new entry saved where each save publishes (local mode)
// has no "View Live" until opened again: both are opened afresh through the collection's list,
// replacing the address. Decap has no option or event for either.

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
