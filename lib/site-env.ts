/** Where the production site lives; canonicals always point here, previews included. */
export const DEFAULT_SITE_URL = "https://www.northbrush-painting.example";

export function getSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

/**
 * Only a build with a production signal may be indexed; everything else (branch
 * previews, local builds) is noindex. Decided at build time from the host's variables.
 */
export function isProductionBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SITE_ENV) return env.SITE_ENV === "production";
  if (env.VERCEL_ENV) return env.VERCEL_ENV === "production";
  if (env.CONTEXT) return env.CONTEXT === "production"; // Netlify
  if (env.CF_PAGES_BRANCH) {
    return env.CF_PAGES_BRANCH === (env.CF_PAGES_PRODUCTION_BRANCH || "main"); // Cloudflare Pages
  }
  return false;
}
