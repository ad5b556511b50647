export type QuoteMessageValues = { name: string; email: string; phone: string; message: string };

/** The words of the prefilled message, from content/fixed-wording.yml (docs/decisions/0005). */
export type QuoteMessageTemplate = {
  inquiry: string;
  email: string;
  phone: string;
  message: string;
  separator: string;
};

/**
 * "New Inquiry from {name}:" then Email, Phone and Message lines, in the page's
 * language; then the typical range the visitor added from the price ranges page
 * (docs/decisions/0013); then, when the visit came by a declared campaign link, the line naming
 * it ("Campaign: Spring 2027 flyer", docs/decisions/0009).
 */
export function quoteMessage(
  { name, email, phone, message }: QuoteMessageValues,
  words: QuoteMessageTemplate,
  campaignLine?: string,
  priceRangeLine?: string,
): string {
  return [
    words.inquiry.replace("{name}", name.trim()),
    `${words.email}${words.separator}${email.trim()}`,
    `${words.phone}${words.separator}${phone.trim()}`,
    `${words.message}${words.separator}${message.trim()}`,
    ...(priceRangeLine ? [priceRangeLine] : []),
    ...(campaignLine ? [campaignLine] : []),
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
