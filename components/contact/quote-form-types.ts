import type { QuoteField } from "@/lib/quote-limits";
import type { QuoteFormLabels } from "@/lib/quote-schema";
import type { QuoteMessageTemplate } from "@/lib/whatsapp";

// The form's types, shared by its light shell (quote-form.tsx) and the validation code it
// loads on first use (quote-form-engine.tsx), so neither imports the other's module for them.

type Placeholder = { label: string; placeholder: string };

export type QuoteFormProps = {
  whatsappNumber: string;
  /** What the form's native submission (no script) prefills in WhatsApp: no field's value. */
  greeting: string;
  labels: QuoteFormLabels & {
    name: Placeholder;
    email: Placeholder;
    phone: Placeholder;
    message: Placeholder;
    submit: string;
    required: string;
    popupFallback: string;
    popupFallbackLink: string;
    privacy: string;
    whatsapp: QuoteMessageTemplate;
    /** Declared campaign code → the message's last line in this language (docs/decisions/0009). */
    campaigns?: Record<string, string>;
    /** The range added from the price ranges page, shown above the button (docs/decisions/0013). */
    priceRange?: { added: string; remove: string };
  };
  toastLabels: {
    submittedTitle: string;
    submittedDescription: string;
    close: string;
    region: string;
    announce: string;
  };
};

export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;
/** Validates what is in the fields, then points `popup` at WhatsApp or closes it. */
export type QuoteSubmit = (popup: Window | null) => void;
