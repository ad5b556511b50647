export type QuoteMessageValues = { name: string; email: string; phone: string; message: string };

/** The prefilled text of spec §7: "New Inquiry from {name}:" then Email, Phone and Message lines. */
export function quoteMessage({ name, email, phone, message }: QuoteMessageValues): string {
  return [
    `New Inquiry from ${name.trim()}:`,
    `Email: ${email.trim()}`,
    `Phone: ${phone.trim()}`,
    `Message: ${message.trim()}`,
  ].join("\n");
}

/** https://wa.me/<digits>?text=<encoded>; wa.me accepts the number as digits only. */
export function whatsappUrl(phoneE164: string, text?: string): string {
  const digits = phoneE164.replace(/\D/g, "");
  const base = `https://wa.me/${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
