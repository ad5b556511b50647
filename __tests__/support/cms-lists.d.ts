// How a French list follows the English one in the CMS (public/admin/cms-lists.mjs), served to
// the browser as it is, as the tests use it.
declare module "@/public/admin/cms-lists.mjs" {
  export function movesOf(before: readonly unknown[], after: readonly unknown[]): number[];
  export function composeMoves(
    first: readonly number[] | undefined,
    second: readonly number[],
  ): number[];
  export function followingIndexes(
    length: number,
    otherLength: number,
    moves?: readonly number[],
  ): number[];
  /** Whether a form field (as Decap holds it: an Immutable map) follows the first language. */
  export function followsFirstLanguage(field: { get(key: string): unknown }): boolean;
  /** id → name from the form's `summary_names` sources, read through Decap's query. */
  export function summaryNames(
    sources: unknown[] | undefined,
    query: unknown,
    forID: string,
  ): Promise<Record<string, string>>;
  /** A list item's summary with its id said by its name. */
  export function namedSummary(
    label: unknown,
    id: unknown,
    names: Record<string, string> | undefined,
  ): unknown;
  /** An id made from a name, as the content's ids are written. */
  export function idFromName(name: unknown): string;
}
