/** Upper bounds keep the prefilled WhatsApp link within what browsers and WhatsApp accept. */
export const QUOTE_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/** The quote form's fields, in the order they appear and are checked. */
export const QUOTE_FIELDS = ["name", "email", "phone", "message"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/**
 * The id of a field's control. The controls have no `name`: a control without one is never part
 * of a form's submitted data, so no browser, with or without script, can put what was typed into
 * a URL (docs/decisions/0005). The form's code finds them by this id.
 */
export function quoteFieldId(name: QuoteField): string {
  return `quote-${name}`;
}
