// Every list of an entry follows the first language's list in the other languages' panes: an
// item is added, removed and moved once, in English, and the French pane shows the same items,
// in the same order, with only their words to fill in. Decap's own i18n cannot say this
// (`i18n: duplicate` is not taken on a list's fields, decap-cms#4386; a list marked
// `i18n: true` is a list of its own in each language, which the build refuses when it differs
// in length: lib/schemas/shared-copy.ts), so the list widget is wrapped.

const h = window.h;
const createClass = window.createClass;

/**
 * Decap's own control drawn inside one of ours: Decap asks ours what it asks its own
 * (whether to redraw, whether valid, what to check, where to focus); `spec` changes that.
 */
export function around(Control, spec) {
  return createClass({
    shouldComponentUpdate(next) {
      const control = this.control;
      return control?.shouldComponentUpdate ? control.shouldComponentUpdate(next) : true;
    },
    isValid() {
      return this.control?.isValid ? this.control.isValid() : { error: false };
    },
    getValidateValue() {
      return this.control?.getValidateValue?.();
    },
    focus(path) {
      this.control?.focus?.(path);
    },
    render() {
      return h(Control, { ...this.props, ref: (control) => (this.control = control) });
    },
    ...spec,
  });
}

/** A field entered once for every language, as Decap reads the config (`false` → "none"). */
const isShared = (field) => {
  const i18n = field.get("i18n");
  return i18n === false || i18n === "none";
};

/** The values at a path of an entry's data: "items.*.id", "name", or "{{slug}}". */
export function valuesAt(hit, path) {
  if (path === "{{slug}}") return [hit.slug];
  const parts = String(path).split(".");
  const walk = (data, at) => {
    if (at === parts.length) return [data];
    if (data === null || typeof data !== "object") return [];
    if (parts[at] === "*") return Array.isArray(data) ? data.flatMap((d) => walk(d, at + 1)) : [];
    return walk(data[parts[at]], at + 1);
  };
  return walk(hit.data, 0);
}

/** How many reads of the content were made: each asks Decap afresh (readEntries). */
let reads = 0;

/**
 * A collection's entries (or a file's) as Decap's `query` reads them now; undefined when it
 * answers none. Each read's limit differs: Decap answers a query asked in the last 10 seconds
 * from that earlier answer, so an entry saved a moment before was missing.
 * @param {any} query @param {string} purpose
 * @param {{ collection: string, search: string[], file?: string }} source
 */
export async function readEntries(query, purpose, { collection, search, file }) {
  const limit = Number.MAX_SAFE_INTEGER - ++reads;
  const answer = await query(purpose, collection, search, "", file, limit);
  const hits = answer?.payload?.hits;
  return Array.isArray(hits) ? hits : undefined;
}

/**
 * The names a list's items are shown by, by their id, from the form's `summary_names`: a fixed
 * table (`names`) or entries read now through Decap's query, so a name just changed shows.
 * @returns {Promise<Record<string, string>>}
 */
export async function summaryNames(sources, query, forID) {
  /** @type {Record<string, string>} */
  const names = {};
  for (const source of sources ?? []) {
    if (source.names) Object.assign(names, source.names);
    if (!source.collection || typeof query !== "function") continue;
    try {
      const read = { collection: source.collection, search: [source.name], file: source.file };
      const hits = await readEntries(query, forID, read);
      for (const hit of hits ?? []) {
        const ids = valuesAt(hit, source.id);
        const shown = valuesAt(hit, source.name);
        ids.forEach((id, index) => {
          if (typeof id === "string" && typeof shown[index] === "string") names[id] = shown[index];
        });
      }
    } catch {
      // Unread: the items are shown by id, as Decap would.
    }
  }
  return names;
}

/** A list item's summary with its id said by its name ("westboro-…: 5/5" → "Nadia R.: 5/5"). */
export function namedSummary(label, id, names) {
  const name = typeof id === "string" ? names?.[id] : undefined;
  return name && typeof label === "string" ? label.split(id).join(name) : label;
}

/** An id made from a name, as the content's ids are written: "Élise Tremblay" → "elise-tremblay". */
export const idFromName = (name) =>
  String(name ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** A list that follows the first language: any list written in each language. */
export const followsFirstLanguage = (field) => field.get("widget") === "list" && !isShared(field);

/** The fields without those entered once, at every depth (what a French item shows). */
function translatedFields(fields) {
  if (!fields) return fields;
  return fields
    .filter((field) => !isShared(field))
    .map((field) =>
      field.get("fields") ? field.set("fields", translatedFields(field.get("fields"))) : field,
    );
}

/**
 * An item's words as this language keeps them, beside the first language's item: a fact
 * entered once that this language also states is kept while it says what the first language
 * says (the team's ids), and dropped once it does not (an item moved, a photo replaced): the
 * build copies it from the first language, and would refuse a copy that differs.
 */
function followedValue(words, item, fields) {
  if (!fields || !words || typeof words.filter !== "function") return words;
  const fieldOf = (name) => fields.find((each) => each.get("name") === name);
  return words
    .filter((value, name) => {
      const field = fieldOf(name);
      if (!field || !isShared(field)) return true;
      const own = item?.get?.(name);
      return own === value || Boolean(own?.equals?.(value));
    })
    .map((value, name) => {
      const inner = fieldOf(name)?.get("fields");
      return inner ? followedValue(value, item?.get?.(name), inner) : value;
    });
}

/**
 * Where each item of a list came from after one change: for each new item, its index in the
 * old list (found by identity: Decap keeps an item's value when it moves), else its own index
 * when the list kept its length (an item edited in place), else -1 (an item added).
 * @param {readonly unknown[]} before @param {readonly unknown[]} after
 */
export function movesOf(before, after) {
  return after.map((item, index) => {
    const found = before.indexOf(item);
    if (found !== -1) return found;
    return before.length === after.length ? index : -1;
  });
}

/**
 * Two changes as one: `first` then `second`, each as `movesOf` gives them.
 * @param {readonly number[] | undefined} first @param {readonly number[]} second
 */
export const composeMoves = (first, second) =>
  first ? second.map((from) => (from === -1 ? -1 : (first[from] ?? -1))) : [...second];

/**
 * The index in the other language's list each of `length` items takes its words from: by
 * `moves` when the first language's list changed since, else by position; -1 for none.
 * @param {number} length @param {number} otherLength @param {readonly number[]} [moves]
 */
export const followingIndexes = (length, otherLength, moves) =>
  Array.from({ length }, (_, index) => {
    const from = moves ? (moves[index] ?? -1) : index;
    return from < otherLength ? from : -1;
  });

/** The path of names from the entry's data to `target`, through objects (not list items). */
function pathOf(fields, target, at = []) {
  for (const field of fields ?? []) {
    if (field === target) return [...at, field.get("name")];
    if (field.get("widget") === "object") {
      const found = pathOf(field.get("fields"), target, [...at, field.get("name")]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The form's fields of the entry being edited: its collection's, or its file's. */
function entryFields(collection, entry) {
  const files = collection?.get("files");
  if (!files) return collection?.get("fields");
  return files.find((file) => file.get("name") === entry?.get("slug"))?.get("fields");
}

/** Changes of the first language's lists not yet followed by the other panes, by list. */
const pending = new Map();
/** The other panes' lists, drawn now, by list: each follows a change at once. */
const followers = new Map();
// Another entry opened: what the last one's lists had not followed is dropped with its draft.
window.addEventListener("hashchange", () => pending.clear());

/** @param {{ i18n?: { locales?: string[] } }} config */
export function withFollowingItems(Control, config) {
  const [first] = config.i18n?.locales ?? ["en"];
  return around(Control, {
    getInitialState() {
      return { generation: 0, open: false, names: undefined };
    },
    shouldComponentUpdate() {
      // Decap's list redraws at every change of the entry (ListControl); so does this.
      return true;
    },
    /** "projects//photos": the list, in this entry. */
    key() {
      const entry = this.props.getEntry?.();
      const path = pathOf(entryFields(this.props.collection, entry), this.props.field);
      return (
        path &&
        `${this.props.collection?.get("name")}/${entry?.get("slug") ?? ""}/${path.join(".")}`
      );
    },
    follows() {
      const { field, locale } = this.props;
      return Boolean(locale && locale !== first && followsFirstLanguage(field) && this.key());
    },
    /** The first language's items, as the entry holds them now. */
    firstItems() {
      const entry = this.props.getEntry?.();
      const path = pathOf(entryFields(this.props.collection, entry), this.props.field);
      return path ? entry?.getIn(["data", ...path]) : undefined;
    },
    /** This pane's list made to follow the first language's (and any change not yet followed). */
    followed() {
      const items = this.firstItems();
      const key = this.key();
      const moves = pending.get(key);
      const own = this.props.value;
      const fields = this.props.field.get("fields");
      if (!items || typeof items.map !== "function") return own;
      const indexes = followingIndexes(items.size, own?.size ?? 0, moves);
      return items.map((item, index) => {
        const from = indexes[index];
        const words = from === -1 ? undefined : own.get(from);
        // A new item's words are blank: an object's fields, or a single text.
        const blank = typeof item?.clear === "function" ? item.clear() : "";
        return followedValue(words ?? blank, item, fields);
      });
    },
    follow() {
      if (!this.follows()) return;
      const key = this.key();
      const next = this.followed();
      pending.delete(key);
      const own = this.props.value;
      if (next && !(own && next.equals(own))) {
        // Decap's list keeps one key per item from its first drawing: drawn anew, its items
        // open once one was added (as Decap opens an item added in English), for its words.
        const added = next.size > (own?.size ?? 0);
        this.setState(({ generation, open }) => ({
          generation: generation + 1,
          open: open || added,
        }));
        this.props.onChange(next);
      }
    },
    /**
     * A list whose items' id is made from a field (`id_from: name`, the team): a new item's id
     * follows its name as it is typed, until the id is typed by hand. An item the form opened
     * with keeps its id whatever its name becomes (guides name their author by it).
     */
    withIds(value, before) {
      const from = this.props.field.get("id_from");
      if (!from || typeof value?.map !== "function") return value;
      this.opened ??= new Set(
        typeof before?.map === "function" ? before.map((item) => item?.get?.("id")).toArray() : [],
      );
      return value.map((item, index) => {
        if (typeof item?.get !== "function") return item;
        const id = item.get("id");
        const name = item.get(from);
        const earlier = before?.get?.(index)?.get?.(from);
        const following = !id || (id === idFromName(earlier) && !this.opened.has(id));
        return following && typeof name === "string" ? item.set("id", idFromName(name)) : item;
      });
    },
    /** Decap's list, its items' summaries saying names where the form says where they are. */
    keep(control) {
      this.control = control;
      if (!control || control.namedSummaries || typeof control.objectLabel !== "function") return;
      const own = control.objectLabel.bind(control);
      control.objectLabel = (item) => namedSummary(own(item), item?.get?.("id"), this.state.names);
      control.namedSummaries = true;
    },
    componentDidMount() {
      const sources = this.props.field.get("summary_names");
      if (sources) {
        summaryNames(sources.toJS(), this.props.query, this.props.forID).then((names) => {
          if (!this.unmounted) this.setState({ names }, () => this.control?.forceUpdate?.());
        });
      }
      if (!this.follows()) return;
      this.listening = this.key();
      const set = followers.get(this.listening) ?? new Set();
      set.add(this);
      followers.set(this.listening, set);
      this.follow();
    },
    componentWillUnmount() {
      this.unmounted = true;
      followers.get(this.listening)?.delete(this);
    },
    /** The first language's list changed: the other panes follow its adds, removals and moves. */
    onFirstChange(changed, metadata) {
      const before = this.props.value;
      const value = this.withIds(changed, before);
      const key = followsFirstLanguage(this.props.field) ? this.key() : undefined;
      this.props.onChange(value, metadata);
      if (!key || typeof value?.toArray !== "function") return;
      // A new entry's list is no list at all until its first item.
      const items = typeof before?.toArray === "function" ? before.toArray() : [];
      const moves = movesOf(items, value.toArray());
      const same = moves.length === items.length && moves.every((from, index) => from === index);
      if (same) return;
      pending.set(key, composeMoves(pending.get(key), moves));
      // Drawn now: after Decap has stored the change, so they read the new list.
      setTimeout(() => followers.get(key)?.forEach((follower) => follower.follow()));
    },
    validate() {
      this.control?.validate?.();
    },
    render() {
      const ref = (control) => this.keep(control);
      if (!this.follows()) {
        const inFirst = !this.props.locale || this.props.locale === first;
        return h(Control, {
          ...this.props,
          ...(inFirst
            ? { onChange: (value, metadata) => this.onFirstChange(value, metadata) }
            : {}),
          ref,
        });
      }
      const fields = this.props.field.get("fields");
      const field = (
        fields ? this.props.field.set("fields", translatedFields(fields)) : this.props.field
      )
        .set("allow_add", false)
        .set("allow_remove", false)
        .set("allow_reorder", false)
        .set("collapsed", this.state.open ? false : this.props.field.get("collapsed", true));
      return h(Control, { ...this.props, key: this.state.generation, field, ref });
    },
  });
}
