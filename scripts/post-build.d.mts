/**
 * The post-build step, or with `check` its checks alone, on the export folder (`folder`, else
 * NEXT_DIST_DIR's, else out/). Logs one summary line; rejects when anything fails.
 */
export function runPostBuild(options?: {
  folder?: string;
  check?: boolean;
  cardCache?: string;
}): Promise<void>;
