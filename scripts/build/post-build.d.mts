/**
 * The post-build step, or with `check` its checks alone, on the export folder (`folder`, else
 * NEXT_DIST_DIR's, else out/). Logs one summary line; rejects when anything fails.
 */
export function runPostBuild(options?: {
  folder?: string;
  check?: boolean;
  /** Refuse an export whose post-build mark is missing or does not match its pages. */
  verify?: boolean;
  /** Run the step only when the export carries no mark (Next did not call the adapter). */
  ifUnprocessed?: boolean;
  cardCache?: string;
}): Promise<void>;
