import type { QuoteField } from "@/lib/quote/quote-limits";
import type { QuoteFormLabels } from "@/lib/quote/quote-schema";
import type { EstimateChoiceLabels } from "@/components/contact/estimate-choice";
import type { QuoteSentLabels } from "@/components/contact/quote-sent";
import type { VisitLabels, VisitWindow } from "@/lib/quote/quote-visit";
import type { QuoteMessageExtras, QuoteMessageTemplate } from "@/lib/quote/whatsapp";

// The form's types, shared by its light shell (quote-form.tsx) and the validation code it
// loads on first use (quote-form-engine.tsx), so neither imports the other's module for them.

type Placeholder = { label: string; placeholder: string };

export type FormProps = {
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
    /** The estimate visit asked for (docs/decisions/0018). */
    estimate?: EstimateChoiceLabels & VisitLabels;
    /** The photos to send next, and the message's last line counting them. */
    photos?: QuoteSentLabels & { count: { one: string; other: string }; general: string[] };
  };
  /** The estimate windows the build kept (content/estimate-windows.yml), soonest first. */
  windows?: VisitWindow[];
  /** Each service's photo list, by service id (content/services/). */
  photoLists?: Record<string, string[]>;
  /** “Your project, step by step”, linked once the message is ready. */
  process?: { href: string; title: string };
  toastLabels: {
    submittedTitle: string;
    submittedDescription: string;
    close: string;
    region: string;
    announce: string;
  };
};

/** The lines after the required ones, as they stand at the moment of sending. */
export type Extras = () => QuoteMessageExtras;

export type FieldErrors = Partial<Record<QuoteField, string>>;
/** Validates what is in the fields, then points `popup` at WhatsApp or closes it. */
export type Submit = (popup: Window | null) => void;
