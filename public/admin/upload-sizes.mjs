// A photo's width and height are for a stock photo's URL only: an upload's are read from its
// file by the build. Replacing a stock photo by an upload in the form left the old size in the
// entry (Decap's image widget changes only its own field), so the save drops them
// (cms-forms.mjs, before the check).

/**
 * Where, in an entry's data, a photo names an upload (`src` under the media's public folder)
 * and still carries a size: each path ends with "width" or "height".
 * @param {unknown} data @param {string} publicFolder e.g. "/photos"
 * @returns {(string | number)[][]}
 */
export function uploadSizePaths(data, publicFolder) {
  const prefix = `${publicFolder.replace(/\/$/, "")}/`;
  /** @type {(string | number)[][]} */
  const found = [];
  /** @param {unknown} node @param {(string | number)[]} at */
  const walk = (node, at) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...at, index]));
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = /** @type {Record<string, unknown>} */ (node);
    if (typeof record.src === "string" && record.src.startsWith(prefix)) {
      for (const key of ["width", "height"]) {
        if (record[key] !== undefined && record[key] !== null) found.push([...at, key]);
      }
    }
    for (const [key, value] of Object.entries(record)) walk(value, [...at, key]);
  };
  walk(data, []);
  return found;
}
