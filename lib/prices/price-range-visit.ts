/*
 * The hand-off from the price-range page to the quote form (docs/decisions/0013): the line the
 * visitor chose to add is kept in the tab's sessionStorage (gone when the tab closes; no cookie,
 * nothing sent, never in an address), and only ever leaves as one line of the quote message the
 * visitor chooses to send.
 */

const KEY = "price-range";
/** The services of that range, so the quote form asks for their photos (docs/decisions/0018). */
const SERVICES_KEY = "price-range-services";

/** Keeps the range's line for this visit; storage refused, the quote simply goes without it. */
export function keepPriceRange(line: string, services: readonly string[] = []): void {
  try {
    sessionStorage.setItem(KEY, line);
    sessionStorage.setItem(SERVICES_KEY, services.join(" "));
  } catch {
    // Nothing to do: the visitor can still describe the job in the message.
  }
}

/** The line added during this visit, if any. */
export function priceRangeLine(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The ids of the services in that range, space-separated ("" when none). */
export function priceRangeServices(): string {
  try {
    return sessionStorage.getItem(SERVICES_KEY) ?? "";
  } catch {
    return "";
  }
}

export function forgetPriceRange(): void {
  try {
    sessionStorage.removeItem(KEY);
    sessionStorage.removeItem(SERVICES_KEY);
  } catch {
    // Storage refused: there was nothing kept.
  }
}
