import type { NextConfig } from "next";

/**
 * Next options that the post-build step cannot live with, each with the reason (the step is
 * scripts/build/post-build.mjs): it rewrites the first-load chunk files (compile hints) and each page's
 * <head> (the CSP hashes of its inline scripts), so anything that pins those bytes breaks the
 * site. Read by next.config.ts, so `next build` stops before it starts, adapter or not.
 */
export function postBuildConflicts(config: NextConfig): string[] {
  const problems: string[] = [];
  if (config.experimental?.sri) {
    problems.push(
      "experimental.sri (subresource integrity) is on: the post-build step rewrites the first-load chunk files (compile hints), so their integrity hashes would no longer match and the browser would refuse them; the page would never hydrate",
    );
  }
  if (config.output !== "export") {
    problems.push(
      `output is "${config.output ?? "(unset)"}": the post-build step works on a static export only`,
    );
  }
  return problems;
}

/** Throws, naming every conflict, when the configuration has any. */
export function assertPostBuildCompatible(config: NextConfig): NextConfig {
  const problems = postBuildConflicts(config);
  if (problems.length) {
    throw new Error(`next.config.ts: ${problems.map((p) => `\n  - ${p}`).join("")}`);
  }
  return config;
}
