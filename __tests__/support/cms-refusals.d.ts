// The CMS's list of a refused save's problems (public/admin/cms-refusals.mjs), served to the
// browser as it is, as the tests use it.
declare module "@/public/admin/cms-refusals.mjs" {
  export function createRefusals(words: Record<string, unknown>): {
    show(problems: string[], heading?: string, kind?: "refusal" | "note"): void;
    clear(): void;
    /** A note that is not a refusal (an area that waits), role status. */
    tell(message: string): void;
    /** The note gone, a refusal left as it is. */
    untell(): void;
  };
}
