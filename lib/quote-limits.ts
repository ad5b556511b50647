/** Upper bounds keep the prefilled WhatsApp link within what browsers and WhatsApp accept. */
export const QUOTE_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/** The quote form's fields, in the order they appear and are checked. */
export const QUOTE_FIELDS = ["name", "email", "phone", "message"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
