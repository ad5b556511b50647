// What the CMS's forms need beyond Decap's own widgets and checks, so the form refuses what the
// build refuses before anything is saved: widgets Decap lacks (`confirm`, `month`, `date`),
// Decap's own widgets wrapped where they fall short (`object`, `relation`, `list`, `markdown`,
// `image`), and a save checked in every language by the build's own check (lib/cms/entry-check.ts).
import { draftIsAddressed } from "./cms-address.mjs";
import { fileShape } from "./content-format.mjs";
import { around, readEntries, valuesAt, withFollowingItems } from "./cms-lists.mjs";
import { createRefusals } from "./cms-refusals.mjs";
import { uploadSizePaths } from "./upload-sizes.mjs";

const h = window.h;
const createClass = window.createClass;

/** What each of our inputs takes from Decap: its id, and the field's focus styles. */
const inputOf = ({ forID, setActiveStyle, setInactiveStyle }) => ({
  id: forID,
  onFocus: setActiveStyle,
  onBlur: setInactiveStyle,
});

const ConfirmControl = createClass({
  isValid() {
    if (this.props.value === true) return true;
    const label = this.props.field.get("label", this.props.field.get("name"));
    return { error: { type: "CUSTOM", message: `${label}: must be ticked.` } };
  },
  render() {
    const { value, onChange, classNameWrapper } = this.props;
    return h(
      "div",
      { className: classNameWrapper },
      h("input", {
        ...inputOf(this.props),
        type: "checkbox",
        checked: value === true,
        onChange: (event) => onChange(event.target.checked),
        style: { width: "1.5rem", height: "1.5rem" },
      }),
    );
  },
});

const MonthControl = createClass({
  render() {
    const { value, onChange, classNameWrapper } = this.props;
    return h("input", {
      ...inputOf(this.props),
      type: "month",
      value: typeof value === "string" ? value : "",
      onChange: (event) => onChange(event.target.value),
      className: classNameWrapper,
    });
  },
});

/** Today in this browser, written as the site stores a day: 2026-12-06. */
const today = () => {
  const now = new Date();
  const two = (number) => String(number).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
};

/**
 * A day, shown and typed as it is stored: yyyy-mm-dd, as Canada writes it in English and in
 * French. Decap's datetime widget is the browser's date input, which shows the browser's own
 * locale (mm/dd/yyyy in a US-English Chrome) and takes no format. Decap checks the field's
 * pattern, the schema's own (lib/cms/decap-form.ts), so the form refuses what the build does.
 */
const dateControl = (words) =>
  createClass({
    render() {
      const { value, onChange, classNameWrapper } = this.props;
      return h(
        "div",
        { className: classNameWrapper, style: { display: "flex", gap: "1rem" } },
        h("input", {
          ...inputOf(this.props),
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          placeholder: "yyyy-mm-dd",
          value: typeof value === "string" ? value : "",
          onChange: (event) => onChange(event.target.value.trim()),
          style: { flex: "1", font: "inherit", border: "none", background: "none" },
        }),
        words.today
          ? h("button", { type: "button", onClick: () => onChange(today()) }, words.today)
          : null,
      );
    },
  });

/**
 * The path Decap should look a photo up by. Decap takes any value that starts with "/" for an
 * address on the site and loads the form's thumbnail from there (decap-cms-lib-util's
 * isAbsolutePath), so "/photos/name.jpg" was a broken image until a build had made that file,
 * and always for an upload not yet built. Without its leading "/" the same value is looked up in
 * the media folder: the file just uploaded, or the one the backend holds.
 */
export function assetPath(config, path) {
  const folder = String(config.public_folder ?? "").replace(/\/$/, "");
  return typeof path === "string" && folder.startsWith("/") && path.startsWith(`${folder}/`)
    ? path.slice(1)
    : path;
}

/** Decap's own image widget, its thumbnail looked up through `assetPath`. */
function withMediaThumbnails(Control, config) {
  const lookups = new WeakMap();
  // One lookup per Decap lookup: the widget redraws its thumbnail when the function changes.
  const lookup = (getAsset) => {
    if (typeof getAsset !== "function") return getAsset;
    if (!lookups.has(getAsset)) {
      lookups.set(getAsset, (path, field) => getAsset(assetPath(config, path), field));
    }
    return lookups.get(getAsset);
  };
  const inner = (props) => ({ ...props, getAsset: lookup(props.getAsset) });
  return around(Control, {
    // A photo chosen in the media library arrives as a redraw the control itself asks for.
    shouldComponentUpdate(next) {
      const control = this.control;
      return control?.shouldComponentUpdate ? control.shouldComponentUpdate(inner(next)) : true;
    },
    render() {
      return h(Control, { ...inner(this.props), ref: (control) => (this.control = control) });
    },
  });
}

/** Nothing given, at any depth: no text, no number, no ticked box, no list entry. */
export function isBlank(value) {
  const plain = value && typeof value.toJS === "function" ? value.toJS() : value;
  if (plain === undefined || plain === null || plain === "") return true;
  if (Array.isArray(plain)) return plain.length === 0;
  if (typeof plain === "object") return Object.values(plain).every(isBlank);
  return false;
}

/**
 * Decap's object widget, except that an optional object left blank is not checked: Decap asks
 * every field inside an object, so a service without a second photo could not be saved.
 */
function withOptionalObjects(Control) {
  return around(Control, {
    validate() {
      const { field, value } = this.props;
      if (field.get("required", true) === false && isBlank(value)) return;
      this.control?.validate?.();
    },
  });
}

/** Decap's query of a collection's entries, as the last relation field drawn was given it. */
let queryEntries;
/** How many relation fields were drawn: each gets its own key into the widget's cache. */
let drawn = 0;

/**
 * Decap's relation widget, its choices read afresh by each form that opens: its RelationCache is
 * never cleared, so an area saved a minute earlier was not offered. Each field drawn gets its own
 * key into that cache ("areas#3"), taken off again before the query reaches Decap.
 */
function withFreshChoices(Control) {
  return around(Control, {
    getInitialState() {
      drawn += 1;
      const field = this.props.field;
      return { field: field.set("collection", `${field.get("collection")}#${drawn}`) };
    },
    query(forID, collection, ...rest) {
      return this.props.query(forID, String(collection).split("#")[0], ...rest);
    },
    render() {
      // A fact entered once is drawn hidden in the other panes too, where Decap's relation
      // control writes its value into that pane's data, even on mount: the French file stated
      // the area, and a saved entry read as changed, so Publish was not offered (decision 0010).
      if (this.props.isFieldHidden?.(this.props.field)) return null;
      queryEntries = this.props.query;
      return h(Control, {
        ...this.props,
        field: this.state.field,
        query: this.query,
        ref: (control) => (this.control = control),
      });
    },
  });
}

/**
 * Decap's own control, keeping Decap's query of the entries for the check of links before a
 * save: a form with Markdown but no relation field would otherwise have none.
 */
function withEntryQuery(Control) {
  return around(Control, {
    render() {
      queryEntries = this.props.query ?? queryEntries;
      return h(Control, { ...this.props, ref: (control) => (this.control = control) });
    },
  });
}

/** The values a relation field may take: "{{slug}}" or a path with "*" for each list item. */
const choiceValues = (hits, valueField) =>
  hits.flatMap((hit) => valuesAt(hit, valueField)).filter((value) => typeof value === "string");

/**
 * The choices of each relation field of an entry's form ("projects.serviceArea": the areas'
 * ids), read from the content now. When they cannot be read, the entry's own value stands in
 * (the build checks it again).
 */
async function contentChoices(config, collectionName, data) {
  const collection = config.collections.find((each) => each.name === collectionName);
  const relations = (collection?.fields ?? []).filter((field) => field.widget === "relation");
  const choices = {};
  for (const field of relations) {
    const key = `${collectionName}.${field.name}`;
    try {
      const search = field.search_fields ?? [];
      const source = { collection: field.collection, search, file: field.file };
      const hits = await readEntries(queryEntries, "content-choices", source);
      if (!hits) throw new Error("no entries");
      choices[key] = choiceValues(hits, field.value_field);
    } catch {
      const own = data[field.name];
      choices[key] = Array.isArray(own) ? own : own ? [own] : [];
    }
  }
  return choices;
}

/**
 * Every address of the site now, for the check of links: the route table (`routeFiles`,
 * written beside Decap by scripts/cms/admin.mjs) and the entries that have a page, read from the
 * content as Decap has them, with the entry being saved in place of its stored copy
 * (lib/cms/site-pages.ts). Undefined when they cannot be read: the build checks the links.
 */
async function sitePages(check, routeFiles, collection, slug, data) {
  if (!routeFiles || !check.sitePaths || !queryEntries) return undefined;
  const sources = {};
  try {
    for (const [key, source] of Object.entries(check.PAGE_SOURCES)) {
      sources[key] = await readEntries(queryEntries, "site-pages", source);
      if (!sources[key]) return undefined;
    }
  } catch {
    return undefined;
  }
  return check.sitePaths(routeFiles, sources, { collection, slug, data });
}

/** The fields of an entry's form: its collection's, or its file's in a collection of files. */
export function formOf(config, collectionName, slug) {
  const collection = config.collections?.find((each) => each.name === collectionName);
  return collection?.files?.find((file) => file.name === slug)?.fields ?? collection?.fields;
}

/**
 * The entry a form holds, as the collection names one: "Project “manotick-farmhouse-kitchen”".
 * @param {{ collections?: { name: string, label?: string, label_singular?: string }[] }} config
 * @param {{ collection: string, slug: string }} draft
 */
function otherEntry(config, { collection, slug }) {
  const named = config.collections?.find((each) => each.name === collection);
  const kind = named?.label_singular ?? named?.label ?? collection;
  return slug ? `${kind} “${slug}”` : kind;
}

/**
 * `check` is the build's own check of an entry (written as browser modules by
 * scripts/cms/cms-check-modules.mjs), its links checked against the route table (`routeFiles`):
 * Decap itself checks only the English pane, and only the rules its config can say.
 */
export function registerForms(CMS, config, check = {}, words = {}, routeFiles = undefined) {
  const { entryProblems } = check;
  CMS.registerWidget("confirm", ConfirmControl);
  CMS.registerWidget("month", MonthControl);
  CMS.registerWidget("date", dateControl(words));
  const wrappers = {
    object: withOptionalObjects,
    relation: withFreshChoices,
    list: withFollowingItems,
    markdown: withEntryQuery,
    image: withMediaThumbnails,
  };
  for (const [name, wrap] of Object.entries(wrappers)) {
    const widget = CMS.getWidget(name);
    if (widget)
      CMS.registerWidget(name, wrap(widget.control, config), widget.preview, widget.schema);
  }

  const [first, ...others] = config.i18n?.locales ?? ["en"];
  const refusals = createRefusals(words);
  CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const draft = {
        collection: entry.get("collection"),
        slug: entry.get("slug"),
        newRecord: entry.get("newRecord") === true,
      };
      if (!draftIsAddressed(draft, window.location.hash)) {
        const held = otherEntry(config, draft);
        refusals.show([], (words.otherEntry ?? "{entry}").replace("{entry}", held));
        throw new Error(`not saved: the form holds ${held}.`);
      }
      if (!entryProblems) return undefined;
      const plain = (value) => (value && value.toJS ? value.toJS() : (value ?? {}));
      // Sizes are shared facts, entered once, in the first language's data.
      const sizes = uploadSizePaths(plain(entry.get("data")), config.public_folder ?? "/");
      const saved = sizes.reduce((data, at) => data.deleteIn(at), entry.get("data"));
      const collection = entry.get("collection");
      // The schemas read the data as the file keeps it (a switch drawn beside its field is
      // kept in its group: content-format.mjs).
      const fields = formOf(config, collection, entry.get("slug"));
      const data = { [first]: fileShape(plain(saved), fields) };
      for (const locale of others) data[locale] = plain(entry.getIn(["i18n", locale, "data"]));
      const choices = await contentChoices(config, collection, data[first]);
      const slug = entry.get("slug");
      const pages = await sitePages(check, routeFiles, collection, slug, data);
      const problems = entryProblems(config, collection, slug, data, choices, pages);
      if (problems.length) {
        refusals.show(problems);
        throw new Error(`not saved: ${problems.join("; ")}.`);
      }
      refusals.clear();
      // Decap saves the data a preSave listener returns.
      return sizes.length ? saved : undefined;
    },
  });
  CMS.registerEventListener({
    name: "postSave",
    handler: async ({ entry }) => {
      if (entry.get("collection") !== WAITING.collection) return;
      const slug = entry.get("slug") || entry.getIn(["data", "address"]);
      const name = entry.getIn(["data", "name"]) ?? slug;
      if (!slug || (await isNamed(slug))) return;
      refusals.tell((words.areaWaits ?? "{area}").replaceAll("{area}", name));
    },
  });
}

/**
 * An area is on the site only once a project or a testimonial names it (decision 0012): the
 * build leaves it out with a warning in the terminal, where the team does not look. Saved
 * without one, the form says so, why, and what publishes it (content/shared/admin.yml,
 * `cms.areaWaits`).
 */
const WAITING = {
  collection: "areas",
  namedBy: [
    { collection: "projects", search: ["serviceArea"], at: "serviceArea" },
    {
      collection: "shared_lists",
      file: "testimonials",
      search: ["items.*.serviceArea"],
      at: "items.*.serviceArea",
    },
  ],
};

/** Whether a project or a testimonial names the area, read from the content now. */
async function isNamed(slug) {
  if (!queryEntries) return true;
  try {
    for (const source of WAITING.namedBy) {
      const hits = await readEntries(queryEntries, "area-work", source);
      if (!hits) return true;
      if (choiceValues(hits, source.at).includes(slug)) return true;
    }
  } catch {
    // Unread: the build's warning still says it.
    return true;
  }
  return false;
}
