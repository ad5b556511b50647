// What the CMS's forms need beyond Decap's own widgets and checks, so the form refuses what the
// build refuses (lib/schemas, lib/project-schema.ts) before anything is saved:
// - `confirm`: a box that must be ticked (a project's consent); Decap's boolean takes "no" as
//   an answer, and `required` does not change that;
// - `month`: a month picker that writes YYYY-MM (Decap's date picker asks for a day it drops);
// - `date`: a day shown and typed yyyy-mm-dd, as stored (Decap's shows the browser's locale);
// - the save: Decap checks only the pane on the left, in English, and only what its config can
//   say; a save is refused until every language passes the build's own schemas and rules
//   (lib/cms/entry-check.ts), naming each field;
// - `object`: Decap's own, except that an optional object left blank is not asked for;
// - `image`: Decap's own, its thumbnail of the chosen photo looked up in the media folder
//   (`assetPath`), not at an address the site may not serve yet;
// - the save drops the width and height of a photo that is now an upload (upload-sizes.mjs);
// - `list`: Decap's own, except that a list of words and facts entered once (photos with their
//   alt texts) follows the first language's items in the other panes (cms-lists.mjs);
// - `relation`: Decap's own, its choices (areas, team members, testimonials) read afresh each
//   time a form opens, and read again by the check before a save;
// - `markdown`: Decap's own; it keeps Decap's query of the entries for the check's links;
// - the check's links: every link inside a Markdown field leads to a page of the site, the
//   route table's and the projects, guides and areas read from the content when saving;
// - a refused save lists its problems in a box that stays, each field outlined in its pane
//   (cms-refusals.mjs);
// - a save is refused when the form holds another entry than its address names, as Decap's
//   reload after a publish can leave it (cms-address.mjs).
import { draftIsAddressed } from "./cms-address.mjs";
import { fileShape } from "./content-format.mjs";
import { withFollowingItems } from "./cms-lists.mjs";
import { createRefusals } from "./cms-refusals.mjs";
import { uploadSizePaths } from "./upload-sizes.mjs";

const h = window.h;
const createClass = window.createClass;

const ConfirmControl = createClass({
  isValid() {
    if (this.props.value === true) return true;
    const label = this.props.field.get("label", this.props.field.get("name"));
    return { error: { type: "CUSTOM", message: `${label}: must be ticked.` } };
  },
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
      this.props;
    return h(
      "div",
      { className: classNameWrapper },
      h("input", {
        id: forID,
        type: "checkbox",
        checked: value === true,
        onChange: (event) => onChange(event.target.checked),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: { width: "1.5rem", height: "1.5rem" },
      }),
    );
  },
});

const MonthControl = createClass({
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
      this.props;
    return h("input", {
      id: forID,
      type: "month",
      value: typeof value === "string" ? value : "",
      onChange: (event) => onChange(event.target.value),
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
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
      const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } =
        this.props;
      return h(
        "div",
        { className: classNameWrapper, style: { display: "flex", gap: "1rem" } },
        h("input", {
          id: forID,
          type: "text",
          inputMode: "numeric",
          autoComplete: "off",
          placeholder: "yyyy-mm-dd",
          value: typeof value === "string" ? value : "",
          onChange: (event) => onChange(event.target.value.trim()),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
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
  return createClass({
    // Decap asks the control itself whether to redraw (a photo chosen in the media library
    // arrives that way), so the question is passed on.
    shouldComponentUpdate(next) {
      const control = this.control;
      return control?.shouldComponentUpdate ? control.shouldComponentUpdate(inner(next)) : true;
    },
    getValidateValue() {
      return this.control?.getValidateValue?.();
    },
    focus(path) {
      this.control?.focus?.(path);
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
 * every field inside an object, so a service without a second photo could not be saved
 * ("Photo is required", "alt text is required"). Once anything is given in it, every field is
 * asked as usual; the build refuses a half-given photo the same way.
 */
function withOptionalObjects(Control) {
  return createClass({
    shouldComponentUpdate(next) {
      const control = this.control;
      return control?.shouldComponentUpdate ? control.shouldComponentUpdate(next) : true;
    },
    validate() {
      const { field, value } = this.props;
      if (field.get("required", true) === false && isBlank(value)) return;
      this.control?.validate?.();
    },
    focus(path) {
      this.control?.focus?.(path);
    },
    render() {
      return h(Control, { ...this.props, ref: (control) => (this.control = control) });
    },
  });
}

/** Decap's query of a collection's entries, as the last relation field drawn was given it. */
let queryEntries;
/** How many relation fields were drawn: each gets its own key into the widget's cache. */
let drawn = 0;

/**
 * Decap's relation widget, its choices read afresh by each form that opens. The widget keeps
 * every answer it got for the whole session (its RelationCache is never cleared), so an area
 * saved a minute earlier was not offered in a project's form until the page was reloaded. Each
 * field drawn gets its own key into that cache ("areas#3": the collection's name, a number
 * after "#", taken off again before the query reaches Decap). Decap has no setting for this.
 */
function withFreshChoices(Control) {
  return createClass({
    getInitialState() {
      drawn += 1;
      const field = this.props.field;
      return { field: field.set("collection", `${field.get("collection")}#${drawn}`) };
    },
    shouldComponentUpdate(next) {
      const control = this.control;
      return control?.shouldComponentUpdate ? control.shouldComponentUpdate(next) : true;
    },
    isValid() {
      return this.control?.isValid ? this.control.isValid() : { error: false };
    },
    focus(path) {
      this.control?.focus?.(path);
    },
    query(forID, collection, ...rest) {
      return this.props.query(forID, String(collection).split("#")[0], ...rest);
    },
    render() {
      // A fact entered once (i18n: none) is drawn hidden in the other languages' panes too, and
      // Decap's relation control writes its value into the data of the pane it is drawn in:
      // the French file then stated the project's area. It does so on mount too, when Decap
      // loads a saved entry again, and Decap compares a French pane's data with the saved entry
      // at a wrong path: the entry read as changed after its save ("Unsaved Changes"), so
      // Publish was not offered (decision 0010). Not drawn there, it writes nothing.
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
 * Decap's own control, unchanged, except that it keeps Decap's query of the entries (every
 * control is given it): the check of links before a save reads the entries with it, and a form
 * with Markdown but no relation field would otherwise have none.
 */
function withEntryQuery(Control) {
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
      queryEntries = this.props.query ?? queryEntries;
      return h(Control, { ...this.props, ref: (control) => (this.control = control) });
    },
  });
}

/** How many reads of the content the check has made (freshLimit). */
let reads = 0;
/**
 * A limit no collection reaches, different at every read: Decap answers a query it was asked in
 * the last 10 seconds from that earlier answer (its search actions key them by collection,
 * fields, term, file and limit), so an entry saved a moment before, a guide or an area, was
 * missing from the check of the next save. Decap has no setting for this.
 */
const freshLimit = () => Number.MAX_SAFE_INTEGER - ++reads;

/** The values a relation field may take: "{{slug}}" or a path with "*" for each list item. */
function choiceValues(hits, valueField) {
  if (valueField === "{{slug}}") return hits.map((hit) => hit.slug);
  const parts = String(valueField).split(".");
  const walk = (data, at) => {
    if (at === parts.length) return [data];
    if (data === null || typeof data !== "object") return [];
    if (parts[at] === "*") return Array.isArray(data) ? data.flatMap((d) => walk(d, at + 1)) : [];
    return walk(data[parts[at]], at + 1);
  };
  return hits.flatMap((hit) => walk(hit.data, 0)).filter((value) => typeof value === "string");
}

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
      const answer = await queryEntries(
        "content-choices",
        field.collection,
        field.search_fields ?? [],
        "",
        field.file,
        freshLimit(),
      );
      const hits = answer?.payload?.hits;
      if (!Array.isArray(hits)) throw new Error("no entries");
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
      const answer = await queryEntries(
        "site-pages",
        source.collection,
        source.search,
        "",
        source.file,
        freshLimit(),
      );
      const hits = answer?.payload?.hits;
      if (!Array.isArray(hits)) return undefined;
      sources[key] = hits;
    }
  } catch {
    return undefined;
  }
  return check.sitePaths(routeFiles, sources, { collection, slug, data });
}

/** The fields of an entry's form: its collection's, or its file's in a collection of files. */
function formOf(config, collectionName, slug) {
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
 * `check` is the build's own check of an entry (lib/cms/entry-check.ts, written as browser
 * modules by scripts/cms/cms-check-modules.mjs): every language's data through the content
 * schemas and rules, and its links through the route table (`routeFiles`), before anything is
 * saved. Decap itself checks only the English
 * pane, and only the rules its config can say.
 */
export function registerForms(CMS, config, check = {}, words = {}, routeFiles = undefined) {
  const { entryProblems } = check;
  CMS.registerWidget("confirm", ConfirmControl);
  CMS.registerWidget("month", MonthControl);
  CMS.registerWidget("date", dateControl(words));
  const object = CMS.getWidget("object");
  if (object) {
    CMS.registerWidget(
      "object",
      withOptionalObjects(object.control),
      object.preview,
      object.schema,
    );
  }
  const relation = CMS.getWidget("relation");
  if (relation) {
    const control = withFreshChoices(relation.control);
    CMS.registerWidget("relation", control, relation.preview, relation.schema);
  }
  const list = CMS.getWidget("list");
  if (list) {
    const control = withFollowingItems(list.control, config);
    CMS.registerWidget("list", control, list.preview, list.schema);
  }
  const markdown = CMS.getWidget("markdown");
  if (markdown) {
    const control = withEntryQuery(markdown.control);
    CMS.registerWidget("markdown", control, markdown.preview, markdown.schema);
  }
  const image = CMS.getWidget("image");
  if (image) {
    const control = withMediaThumbnails(image.control, config);
    CMS.registerWidget("image", control, image.preview, image.schema);
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
      const answer = await queryEntries(
        "area-work",
        source.collection,
        source.search,
        "",
        source.file,
        freshLimit(),
      );
      const hits = answer?.payload?.hits;
      if (!Array.isArray(hits)) return true;
      if (choiceValues(hits, source.at).includes(slug)) return true;
    }
  } catch {
    // Unread: the build's warning still says it.
    return true;
  }
  return false;
}
