// The CMS's check of the entry its form holds against its address (public/admin/cms-address.mjs),
// served to the browser as it is, as the tests use it.
declare module "@/public/admin/cms-address.mjs" {
  export function draftIsAddressed(
    draft: { collection: string; slug: string; newRecord: boolean },
    hash: string,
  ): boolean;
  export function reopenOnAddressChange(): void;
  /** Whether the address changes because a new entry just saved is opened again. */
  export function reopeningSaved(): boolean;
}
