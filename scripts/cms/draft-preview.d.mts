import type http from "node:http";

/** `from`'s files as hard links under `to` (copied where `to` is on another disk). */
export function linkTree(from: string, to: string, keep?: (name: string) => boolean): void;
/** The previews of the drafts of `clone`, served at `port` (loopback) from the worktree `dir`. */
export function draftPreviews(options: {
  root: string;
  clone: string;
  dir: string;
  port: number;
}): {
  origin: string;
  ask(
    collection: string,
    slug: string,
    patience?: number,
  ): Promise<{ url: string; status: string } | null>;
  stop(): void;
};
/** Serves the CMS's local backend at `port`, passing requests to decap-server at `backend`. */
export function startDraftsFront(options: {
  port: number;
  backend: number;
  previews: ReturnType<typeof draftPreviews>;
}): Promise<http.Server>;
