"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { WhatsAppIcon } from "@/components/brand-icons";
import { Button } from "@/components/ui/button";
import { FormField, fieldClass } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import {
  createQuoteFormSchema,
  EMPTY_QUOTE,
  type QuoteFormLabels,
  type QuoteFormValues,
} from "@/lib/quote-form";
import { quoteMessage, whatsappUrl } from "@/lib/whatsapp";

type Placeholder = { label: string; placeholder: string };

export type QuoteFormProps = {
  whatsappNumber: string;
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
  };
  toastLabels: { submittedTitle: string; submittedDescription: string };
};

const FIELDS = ["name", "email", "phone", "message"] as const;
const INPUT_TYPES = { name: "text", email: "email", phone: "tel", message: "textarea" } as const;
const AUTOCOMPLETE = { name: "name", email: "email", phone: "tel", message: "off" } as const;

/**
 * The quote form hands off to WhatsApp (spec §7). The window opens synchronously in
 * the submit gesture, because popup blockers (Safari's above all) refuse it after an await.
 */
export function QuoteForm({ whatsappNumber, labels, toastLabels }: QuoteFormProps) {
  const schema = useMemo(() => createQuoteFormSchema(labels), [labels]);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const {
    register,
    getValues,
    trigger,
    reset,
    formState: { errors },
  } = useForm<QuoteFormValues>({
    resolver: standardSchemaResolver(schema),
    defaultValues: EMPTY_QUOTE,
    mode: "onTouched",
    shouldFocusError: true,
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = schema.safeParse(getValues());
    if (!parsed.success) {
      void trigger(undefined, { shouldFocus: true });
      return;
    }
    const url = whatsappUrl(whatsappNumber, quoteMessage(parsed.data));
    const popup = window.open(url, "_blank");
    if (popup) {
      popup.opener = null;
      setFallbackUrl(null);
    } else {
      setFallbackUrl(url);
    }
    toast({
      title: toastLabels.submittedTitle,
      description: toastLabels.submittedDescription,
      variant: "success",
    });
    reset(EMPTY_QUOTE);
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-6 sm:grid-cols-2">
      {FIELDS.map((name) => {
        const id = `quote-${name}`;
        const error = errors[name]?.message;
        const common = {
          id,
          required: true,
          placeholder: labels[name].placeholder,
          autoComplete: AUTOCOMPLETE[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: fieldClass,
          ...register(name),
        };
        return (
          <FormField
            key={name}
            id={id}
            label={labels[name].label}
            error={error}
            requiredLabel={labels.required}
            className={
              name === "message" ? "sm:col-span-2" : name === "phone" ? "sm:col-span-2" : undefined
            }
          >
            {name === "message" ? (
              <textarea rows={5} {...common} />
            ) : (
              <input type={INPUT_TYPES[name]} {...common} />
            )}
          </FormField>
        );
      })}
      <div className="sm:col-span-2">
        <Button type="submit" variant="whatsapp" size="lg" className="w-full sm:w-auto">
          <WhatsAppIcon />
          {labels.submit}
        </Button>
        <p className="mt-3 text-sm text-muted">{labels.privacy}</p>
        {fallbackUrl ? (
          <p
            role="alert"
            className="mt-4 rounded-button border border-accent-500 bg-accent-400/15 p-4 text-ink"
          >
            {labels.popupFallback}{" "}
            <a
              href={fallbackUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              {labels.popupFallbackLink}
            </a>
          </p>
        ) : null}
      </div>
    </form>
  );
}
