/*
 * `next dev` keeps the content loader's module, and with it the files it read, until one of its
 * dependencies changes: the files are read with `fs`, which the bundler does not see. Here, in
 * development only, every content file becomes a dependency of the loader (next.config.ts reads
 * them as raw text), so a save in the CMS reloads the content on the next request, with no
 * restart. Production builds never reach this branch.
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
