/*
 * Fields entered once, in the first language, copied to the others: the loader does it before
 * validating a file, and the CMS's pre-save check before validating an entry, so both see the
 * same data. No file access here: the CMS runs it in the browser.
 */

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Copies the fields listed in `shared` ("date", "pairs[].before.src") from one language's data
 * into another's where it lacks them, and lists where the other gives a different value.
 * `primary` names whose value it is ("en") and where it is changed ("under en").
 */
export function copyShared(
  from: unknown,
  to: unknown,
  shared: readonly string[],
  primary: { owner: string; where: string },
  at = "",
): string[] {
  const shown = (value: unknown) =>
    typeof value === "string" ? `"${value}"` : JSON.stringify(value ?? null);
  const problems: string[] = [];
  const copy = (source: unknown, target: unknown, keys: string[], here: string) => {
    if (!isRecord(source) || !isRecord(target)) return;
    const [head, ...rest] = keys as [string, ...string[]];
    const list = head.endsWith("[]");
    const key = list ? head.slice(0, -2) : head;
    const path = here ? `${here}.${key}` : key;
    const value = source[key];
    if (list) {
      const items = target[key];
      // A list the first language gives and this one leaves out entirely would drop every
      // entry from this language's page (a project's photos, with no word anywhere).
      if (Array.isArray(value) && value.length && items === undefined) {
        problems.push(
          `${path}: no entries here, where ${primary.owner} has ${value.length}: each needs its words in this language too (a photo, its alt text)`,
        );
        return;
      }
      if (!Array.isArray(value) || !Array.isArray(items)) return;
      if (value.length !== items.length) {
        problems.push(
          `${path}: ${items.length} entries where ${primary.owner} has ${value.length}: the languages list the same entries, in the same order`,
        );
      }
      // The entries both have are completed all the same: the count is the one problem named.
      items.forEach((item, index) => {
        if (index < value.length) copy(value[index], item, rest, `${path}[${index}]`);
      });
    } else if (rest.length) {
      copy(value, target[key], rest, path);
    } else if (target[key] === undefined) {
      if (value !== undefined) target[key] = value;
    } else if (!same(target[key], value)) {
      problems.push(
        `${path}: ${shown(target[key])} differs from ${primary.owner}'s ${shown(value)}: this field is the same in every language, change it ${primary.where}`,
      );
    }
  };
  for (const field of shared) copy(from, to, field.split("."), at);
  // One list is shared by several fields (a photo's file, width, height): said once.
  return [...new Set(problems)];
}

/** A plain object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a path (["fees", 0, "amount"]) is a shared field ("fees[].amount") or inside one. */
export function underShared(at: readonly PropertyKey[], shared: readonly string[]): boolean {
  const written = at
    .map((key, index) => (typeof key === "number" ? "[]" : `${index ? "." : ""}${String(key)}`))
    .join("");
  return shared.some(
    (field) =>
      written === field || written.startsWith(`${field}.`) || written.startsWith(`${field}[]`),
  );
}
