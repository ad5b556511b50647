// zod/mini keeps the form island small; it runs the same checks as full zod.
import { z } from "zod/mini";
import { QUOTE_LIMITS } from "@/lib/quote/quote-limits";
import { format } from "@/lib/locale/format";

type FieldLabels = { label: string };

/** The form's labels and messages; the server passes them in from content/ui.ts. */
export type QuoteFormLabels = {
  name: FieldLabels;
  email: FieldLabels;
  phone: FieldLabels;
  message: FieldLabels;
  missing: string;
  tooLong: string;
  invalidEmail: string;
};

/** Mirrors the browser's checks (all required, email format) plus length bounds
 * (docs/decisions/0005). */
export function createQuoteFormSchema(labels: QuoteFormLabels) {
  const field = (name: keyof typeof QUOTE_LIMITS) => {
    const label = labels[name].label;
    const max = QUOTE_LIMITS[name];
    return z
      .string()
      .check(
        z.trim(),
        z.minLength(1, format(labels.missing, { field: label })),
        z.maxLength(max, format(labels.tooLong, { field: label, max })),
      );
  };
  return z.object({
    name: field("name"),
    email: z.pipe(field("email"), z.email(labels.invalidEmail)),
    phone: field("phone"),
    message: field("message"),
  });
}

export type QuoteFormValues = z.infer<ReturnType<typeof createQuoteFormSchema>>;
