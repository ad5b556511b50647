export type QuoteMessageValues = { name: string; email: string; phone: string; message: string };

/** The words of the prefilled message, from content/fixed-wording.yml (docs/decisions/0005). */
export type QuoteMessageTemplate = {
  inquiry: string;
  email: string;
  phone: string;
  message: string;
  separator: string;
};

/** The optional lines after the required ones, each already in the page's language. */
export type QuoteMessageExtras = {
  /** The typical range added from the price ranges page (docs/decisions/0013). */
  priceRange?: string;
  /** The estimate visit asked for, to confirm (docs/decisions/0018). */
  visit?: string;
  /** The declared campaign the visit came by (docs/decisions/0009). */
  campaign?: string;
  /** How many photos the visitor will send next: always the last line (docs/decisions/0018). */
  photos?: string;
};

/**
 * "New Inquiry from {name}:" then Email, Phone and Message lines, in the page's
 * language; then the typical range added from the price ranges page, the estimate visit asked
 * for, the line naming a declared campaign ("Campaign: Spring 2027 flyer") and, last, the
 * number of photos the visitor will send.
 */
export function quoteMessage(
  { name, email, phone, message }: QuoteMessageValues,
  words: QuoteMessageTemplate,
  { priceRange, visit, campaign, photos }: QuoteMessageExtras = {},
): string {
  return [
    words.inquiry.replace("{name}", name.trim()),
    `${words.email}${words.separator}${email.trim()}`,
    `${words.phone}${words.separator}${phone.trim()}`,
    `${words.message}${words.separator}${message.trim()}`,
    ...[priceRange, visit, campaign, photos].filter((line): line is string => Boolean(line)),
  ].join("\n");
}

/** https://wa.me/<digits>?text=<encoded>; wa.me accepts the number as digits only. */
export function whatsappUrl(phoneE164: string, text?: string): string {
  const digits = phoneE164.replace(/\D/g, "");
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * https://wa.me/?text=<encoded>: WhatsApp opens with the message written and lets its sender
 * choose whom to send it to (the site never knows).
 */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
