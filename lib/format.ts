/**
 * Fills {placeholders} in a UI string, so copy keeps its word order in any language. A value
 * that already ends a sentence ("Painting Co.") absorbs the full stop the template puts after
 * it, so no string ever shows "Co.." whatever the content says.
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (match, key: string, stop: string) => {
    if (!(key in values)) return match;
    const value = String(values[key]);
    return stop && value.endsWith(".") ? value : value + stop;
  });
}
