/*
 * `next dev` keeps the loader's module until one of its dependencies changes, and it reads the
 * files with `fs`, which the bundler does not see: in development only, every content file
 * becomes a dependency (next.config.ts reads them as raw text), so a CMS save reloads the content.
 */
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface Require {
      /** Turbopack's and webpack's directory dependency; absent under plain Node (Jest). */
      context?: (
        directory: string,
        deep: boolean,
        filter: RegExp,
      ) => ((key: string) => unknown) & { keys: () => string[] };
    }
  }
}

if (process.env.NODE_ENV === "development" && typeof require.context === "function") {
  const files = require.context("../../content", true, /\.(ya?ml|md)$/);
  // Each file is required (its text is not used): a required module's change reaches this one.
  for (const key of files.keys()) files(key);
}

export {};
