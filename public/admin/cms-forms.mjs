// What the CMS's forms need beyond Decap's own widgets and checks, so the form refuses what the
// build refuses (lib/schemas, lib/project-schema.ts) before anything is saved:
// - `confirm`: a box that must be ticked (a project's consent); Decap's boolean takes "no" as
//   an answer, and `required` does not change that;
// - `month`: a month picker that writes YYYY-MM (Decap's date picker asks for a day it drops);
// - the other languages' side: Decap checks only the pane on the left, in English, so a French
//   field left empty or too long was saved; a save is refused until the French side passes the
//   same rules (required, pattern, list sizes), naming each field.

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

export function registerForms(CMS, config) {
  CMS.registerWidget("confirm", ConfirmControl);
  CMS.registerWidget("month", MonthControl);

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
