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
}
