/*
 * Campaign attribution without tracking (docs/decisions/0009): a declared code in the address a
 * visitor arrived by is kept for the visit (sessionStorage: gone when the tab closes; no
 * cookie, no identifier, nothing sent), and only ever leaves as one line of the quote message
 * the visitor chooses to send.
 */

const KEY = "campaign";
const CAMPAIGN_PARAM = "campaign";

/**
 * Keeps a declared `?campaign=` code of `url` for the visit, and returns the address without
 * it (so a shared or bookmarked link does not carry it on), or null when there is none.
 */
export function keepCampaign(url: URL, declared: readonly string[]): string | null {
  const code = url.searchParams.get(CAMPAIGN_PARAM);
  if (code === null) return null;
  if (declared.includes(code)) {
    try {
      sessionStorage.setItem(KEY, code);
    } catch {
      // Storage refused: the message simply carries no campaign line.
    }
  }
  const clean = new URL(url);
  clean.searchParams.delete(CAMPAIGN_PARAM);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

/** The quote message's campaign line for this visit, in the page's language, if any. */
export function campaignLine(lines: Readonly<Record<string, string>>): string | undefined {
  try {
    const code = sessionStorage.getItem(KEY);
    return code && Object.hasOwn(lines, code) ? lines[code] : undefined;
  } catch {
    return undefined;
  }
}
