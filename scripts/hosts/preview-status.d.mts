/** The commit status context Decap CMS reads for a branch's preview link. */
export const CONTEXT: string;

/** The commit and preview address a deployment_status or check_run event announces, if any. */
export function previewFromEvent(
  name: string,
  event: Record<string, unknown>,
): { sha: string; url: string; host: string } | null;
