/** The variables a build reads; any subset of process.env. */
type Env = Record<string, string | undefined>;

/** Where the production site lives; canonicals always point here, previews included. */
const DEFAULT_SITE_URL = "https://www.northbrush-painting.example";

export function getSiteUrl(env: Env = process.env): string {
  return (env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/**
 * Only a build with a production signal may be indexed; everything else (branch
 * previews, local builds) is noindex. Decided at build time from the host's variables.
 */
export function isProductionBuild(env: Env = process.env): boolean {
  if (env.SITE_ENV) return env.SITE_ENV === "production";
  if (env.VERCEL_ENV) return env.VERCEL_ENV === "production";
  if (env.CONTEXT) return env.CONTEXT === "production"; // Netlify
  if (env.CF_PAGES_BRANCH) {
    return env.CF_PAGES_BRANCH === (env.CF_PAGES_PRODUCTION_BRANCH || "main"); // Cloudflare Pages
  }
  return false;
}

export type PreviewInfo = { kind: "local" } | { kind: "preview"; branch: string; commit?: string };

/**
 * What the preview banner says: the branch (and short commit) the host built, or "local
 * build" when no host signal is set. Null on a production build, which shows no banner.
 */
export function previewInfo(env: Env = process.env): PreviewInfo | null {
  if (isProductionBuild(env)) return null;
  const branch = env.VERCEL_GIT_COMMIT_REF || env.BRANCH || env.HEAD || env.CF_PAGES_BRANCH;
  const commit = env.VERCEL_GIT_COMMIT_SHA || env.COMMIT_REF || env.CF_PAGES_COMMIT_SHA;
  if (!branch) return { kind: "local" };
  return { kind: "preview", branch, commit: commit ? commit.slice(0, 7) : undefined };
}
