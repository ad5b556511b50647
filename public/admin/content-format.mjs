// How content files are written, by the CMS and by `npm run format:content` alike, so a save
// changes only the lines whose values changed (Decap's own YAML writer folds text at 80 columns
// and orders nested keys at random). The shape: keys in the order of the form's fields, then any
// others; every value on one line; no empty values; YAML comments dropped.

/** A field of the CMS's form: a list of objects has `fields`, a list of values one `field`. */
/** @typedef {{ name: string, fields?: CmsField[], field?: CmsField }} CmsField */
/**
 * What this module reads of the CMS's configuration (public/admin/config.yml).
 * @typedef {{ collections?: { fields?: CmsField[], files?: { fields?: CmsField[] }[] }[],
 *   i18n?: { locales?: string[] } }} CmsConfig
 */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** @param {unknown} value */
const isEmpty = (value) => value === null || value === undefined || value === "";

/**
 * Each entry's top-level field names, and its field tree, from the CMS configuration.
 * @param {CmsConfig} config
 */
function entryForms(config) {
  /** @type {CmsField[][]} */
  const forms = [];
  for (const collection of config.collections ?? []) {
    if (collection.fields) forms.push(collection.fields);
    for (const file of collection.files ?? []) forms.push(file.fields ?? []);
  }
  return forms;
}

/**
 * Keys in the form's order, then the others in their order; empty values left out.
 * @param {unknown} value @param {CmsField[] | undefined} fields @returns {unknown}
 */
function ordered(value, fields) {
  if (Array.isArray(value)) {
    return value.map((item) => ordered(item, fields));
  }
  if (!isObject(value)) return value;
  const known = (fields ?? []).map((field) => field.name);
  const keys = Object.keys(value).filter((key) => !isEmpty(value[key]));
  /** @param {string} key */
  const rank = (key) => (known.includes(key) ? known.indexOf(key) : known.length);
  const sorted = keys
    .map((key, index) => ({ key, index }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.index - b.index)
    .map(({ key }) => key);
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const key of sorted) {
    const field = (fields ?? []).find((each) => each.name === key);
    // A list of objects gives its items `fields`; a list of values has one `field`.
    const shaped = ordered(value[key], field?.fields ?? (field?.field ? [field.field] : undefined));
    // An optional object left blank (a service's second photo opened, then left) is not given.
    if (isObject(shaped) && Object.keys(shaped).length === 0) continue;
    out[key] = shaped;
  }
  return out;
}

/**
 * How many of the data's keys a form knows, at every depth: picks among same-named forms.
 * @param {unknown} value @param {CmsField[] | undefined} fields @returns {number}
 */
function fit(value, fields) {
  if (Array.isArray(value)) return value.reduce((sum, item) => sum + fit(item, fields), 0);
  if (!isObject(value) || !fields) return 0;
  return Object.keys(value).reduce((sum, key) => {
    const field = fields.find((each) => each.name === key);
    if (!field) return sum;
    return sum + 1 + fit(value[key], field.fields ?? (field.field ? [field.field] : undefined));
  }, 0);
}

/**
 * The fields the form draws away from where the file keeps them: a field named by a path
 * ("standIn.rbqLicence", the business's stand-in switch drawn right after the licence) is kept
 * at that path from the top of the file (lib/cms/decap-form.ts places them).
 * @param {CmsField[] | undefined} fields @param {string[]} [at]
 * @returns {{ form: string[], file: string[] }[]}
 */
function placedFields(fields, at = []) {
  return (fields ?? []).flatMap((field) =>
    field.name.includes(".")
      ? [{ form: [...at, field.name], file: field.name.split(".") }]
      : field.fields && !("widget" in field && field.widget === "list")
        ? placedFields(field.fields, [...at, field.name])
        : [],
  );
}

/** @param {unknown} data @param {string[]} at @returns {Record<string, unknown> | undefined} */
function parentAt(data, at, make = false) {
  let here = data;
  for (const key of at.slice(0, -1)) {
    if (!isObject(here)) return undefined;
    if (make && !isObject(here[key])) here[key] = {};
    here = here[key];
  }
  return isObject(here) ? here : undefined;
}

/**
 * Moves each placed field's value from `from` to `to` ("file" → "form" when reading, the
 * other way when writing), in a copy; a group left empty is removed.
 * @param {unknown} data @param {CmsField[] | undefined} fields
 * @param {"file" | "form"} from @param {"file" | "form"} to
 */
function moved(data, fields, from, to) {
  const placed = placedFields(fields);
  if (!isObject(data) || placed.length === 0) return data;
  const copy = /** @type {Record<string, unknown>} */ (JSON.parse(JSON.stringify(data)));
  for (const place of placed) {
    const source = parentAt(copy, place[from]);
    const key = /** @type {string} */ (place[from].at(-1));
    if (!source || !(key in source)) continue;
    const value = source[key];
    delete source[key];
    const target = parentAt(copy, place[to], true);
    if (target) target[/** @type {string} */ (place[to].at(-1))] = value;
  }
  for (const place of placed) {
    const group = parentAt(copy, place[from]);
    const owner = parentAt(copy, place[from].slice(0, -1));
    const name = place[from].at(-2);
    if (group && owner && name && Object.keys(group).length === 0) delete owner[name];
  }
  return copy;
}

/**
 * An entry's data as its file keeps it, from the form's (the check before a save runs the
 * schemas on this), and the form's from the file's.
 * @param {unknown} data @param {CmsField[] | undefined} fields
 */
export const fileShape = (data, fields) => moved(data, fields, "form", "file");
/** @param {unknown} data @param {CmsField[] | undefined} fields */
export const formShape = (data, fields) => moved(data, fields, "file", "form");

/**
 * @param {typeof import("yaml")} YAML the `yaml` package (its browser build in the CMS)
 * @param {CmsConfig} config
 */
export function createFormats(YAML, config) {
  const forms = entryForms(config);

  /**
   * The form behind a save: Decap passes its top-level field names (`sortedKeys`).
   * @param {string[]} sortedKeys @param {unknown} data
   */
  function formFor(sortedKeys, data) {
    const same = forms.filter(
      (fields) =>
        fields.length === sortedKeys.length &&
        fields.every((field, index) => field.name === sortedKeys[index]),
    );
    return same.sort((a, b) => fit(data, b) - fit(data, a))[0];
  }

  /** @param {unknown} formData @param {string[]} [sortedKeys] */
  function write(formData, sortedKeys = []) {
    const fields = formFor(sortedKeys, formData);
    const data = fileShape(formData, fields);
    // Both languages in one file (`en:`, `fr:`): each half follows the form.
    const languages = config.i18n?.locales ?? [];
    const perLanguage =
      isObject(data) &&
      Object.keys(data).length > 0 &&
      Object.keys(data).every((key) => languages.includes(key)) &&
      !sortedKeys.some((key) => languages.includes(key));
    const shaped = perLanguage
      ? Object.fromEntries(
          Object.entries(/** @type {object} */ (data)).map(([key, half]) => [
            key,
            ordered(half, fields),
          ]),
        )
      : ordered(data, fields);
    return YAML.stringify(shaped, { lineWidth: 0 });
  }

  /** The forms that draw a field away from where the file keeps it (the business's). */
  const placing = forms.filter((fields) => placedFields(fields).length > 0);

  /** @param {string} text @returns {any} whatever the file holds */
  const read = (text) => {
    const data = YAML.parse(text) ?? {};
    // Decap reads a file without saying its form: the one it fits best, if any places fields.
    const form = placing.sort((a, b) => fit(data, b) - fit(data, a))[0];
    return form && fit(data, form) > 0 ? formShape(data, form) : data;
  };

  return {
    /** content/**.yml */
    yaml: { fromFile: read, toFile: write },
    /**
     * A file whose whole content is a list (testimonial ratings, gallery photos): Decap edits
     * objects only, so the form shows the list as one field named "items".
     */
    yamlList: {
      /** @param {string} text */
      fromFile: (text) => {
        const data = read(text);
        return { items: Array.isArray(data) ? data : [] };
      },
      /** @param {{ items?: unknown[] } | undefined} data @param {string[]} [sortedKeys] */
      toFile: (data, sortedKeys = ["items"]) => {
        const form = formFor(sortedKeys, data);
        const items = form?.find((field) => field.name === "items")?.fields;
        return YAML.stringify(ordered(data?.items ?? [], items), { lineWidth: 0 });
      },
    },
    /** content/**.md: YAML front matter between "---" lines, a blank line, then the body. */
    frontMatter: {
      /** @param {string} text */
      fromFile: (text) => {
        // lib/store/front-matter.mjs's pattern: this page is served public/admin/ alone, so it cannot
        // import that module; __tests__/lib/front-matter.test.ts holds the two to one result.
        const match = /^(\uFEFF?---\r?\n)(?:([\s\S]*?)(\r?\n))??(---(?:\r?\n|$))([\s\S]*)$/.exec(
          text,
        );
        if (!match) return { body: text };
        const body = match[5].replace(/^\s*\n/, "").trimEnd();
        return { ...(YAML.parse(match[2] ?? "") ?? {}), ...(body ? { body } : {}) };
      },
      /** @param {Record<string, unknown> | undefined} data @param {string[]} [sortedKeys] */
      toFile: (data, sortedKeys = []) => {
        const { body, ...meta } = data ?? {};
        const text = isEmpty(body)
          ? ""
          : String(body)
              .replace(/^\s*\n/, "")
              .trimEnd();
        const head = Object.keys(meta).some((key) => !isEmpty(meta[key]))
          ? write(meta, sortedKeys)
          : "";
        return `---\n${head}---\n${text ? `\n${text}\n` : ""}`;
      },
    },
  };
}
