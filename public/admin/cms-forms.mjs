// What the CMS's forms need beyond Decap's own widgets and checks, so the form refuses what the
// build refuses (lib/schemas, lib/project-schema.ts) before anything is saved:
// - `confirm`: a box that must be ticked (a project's consent); Decap's boolean takes "no" as
//   an answer, and `required` does not change that;
// - `month`: a month picker that writes YYYY-MM (Decap's date picker asks for a day it drops);
// - the other languages' side: Decap checks only the pane on the left, in English, so a French
//   field left empty or too long was saved; a save is refused until the French side passes the
//   same rules (required, pattern, list sizes), naming each field;
// - `image`: Decap's own, its thumbnail of the chosen photo looked up in the media folder
//   (`assetPath`), not at an address the site may not serve yet.

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

const isEmpty = (value) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The rules of one field, applied to one language's value; messages name the field. */
function problemsOf(field, value, where) {
  const label = `${where}${field.label ?? field.name}`;
  if (field.i18n === false) return [];
  if (isEmpty(value)) return field.required === false ? [] : [`${label} is required`];
  const problems = [];
  if (typeof value === "string" && Array.isArray(field.pattern)) {
    if (!new RegExp(field.pattern[0]).test(value)) problems.push(`${label}: ${field.pattern[1]}`);
  }
  if (field.widget === "list" && Array.isArray(value)) {
    if (typeof field.min === "number" && value.length < field.min) {
      problems.push(`${label} needs at least ${field.min}`);
    }
    if (typeof field.max === "number" && value.length > field.max) {
      problems.push(`${label} takes at most ${field.max}`);
    }
    value.forEach((item, index) => {
      const inner = `${label} ${index + 1} › `;
      if (field.fields) problems.push(...objectProblems(field.fields, item, inner));
      else if (field.field) problems.push(...problemsOf(field.field, item, inner));
    });
  }
  if (field.widget === "object" && field.fields) {
    problems.push(...objectProblems(field.fields, value, `${label} › `));
  }
  return problems;
}

function objectProblems(fields, data, where) {
  const values = data && typeof data === "object" ? data : {};
  return fields.flatMap((field) => problemsOf(field, values[field.name], where));
}

/** The form of a saved entry in both languages: a folder collection's fields, or its file's. */
function formOf(config, entry) {
  const collection = config.collections.find((each) => each.name === entry.get("collection"));
  if (!collection?.i18n) return undefined;
  if (collection.fields) return collection.fields;
  const file = collection.files?.find((each) => each.name === entry.get("slug"));
  return file?.i18n ? file.fields : undefined;
}

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

export function registerForms(CMS, config) {
  CMS.registerWidget("confirm", ConfirmControl);
  CMS.registerWidget("month", MonthControl);
  const image = CMS.getWidget("image");
  if (image) {
    const control = withMediaThumbnails(image.control, config);
    CMS.registerWidget("image", control, image.preview, image.schema);
  }

  const [first, ...others] = config.i18n?.locales ?? [];
  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const fields = formOf(config, entry);
      if (!fields || !first) return undefined;
      const problems = others.flatMap((locale) => {
        // Only translated fields are asked in the other languages (i18n: true).
        const translated = (list) =>
          list.filter((field) => field.i18n === true || field.i18n === "duplicate");
        const data = entry.getIn(["i18n", locale, "data"]);
        return objectProblems(
          translated(fields),
          data && data.toJS ? data.toJS() : {},
          `${locale.toUpperCase()}: `,
        );
      });
      if (problems.length) {
        throw new Error(`not saved, the other language is incomplete: ${problems.join("; ")}.`);
      }
      return undefined;
    },
  });
}
