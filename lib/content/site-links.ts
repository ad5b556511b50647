/*
 * What a link inside the content's texts must lead to, said once for the build
 * (lib/content/links.ts) and the CMS's check before a save (lib/cms/entry-check.ts, in the
 * browser: no file access here).
 */

/** "/services/x/?a=1#quote" → "/services/x/"; undefined for a link that leaves the site. */
export function sitePath(url: string): string | undefined {
  if (!/^\/(?!\/)/.test(url)) return undefined;
  return url.replace(/[?#].*$/, "");
}

/**
 * What a link to no page of the site is told, after the field that holds it: in pages, as the
 * team finds them (open the page, copy its address), not in the files that list them.
 */
export const deadLinkMessage = (url: string) =>
  `the link to ${url} leads to no page of the site: open the page you mean on the site and copy its address from the browser's address bar, e.g. ${url.startsWith("/fr/") ? "/fr/contact/" : "/contact/"}`;
