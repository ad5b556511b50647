"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import type * as Quote from "@/components/contact/quote-form-types";
import { QuoteSent } from "@/components/contact/quote-sent";
import { Toaster } from "@/components/ui/toaster";
import { toast } from "@/components/ui/use-toast";
import { QUOTE_FIELDS, quoteFieldId } from "@/lib/quote/quote-limits";
import { createQuoteFormSchema, type QuoteFormValues } from "@/lib/quote/quote-schema";
import { quoteMessage, whatsappUrl } from "@/lib/quote/whatsapp";

type QuoteFormEngineProps = Pick<
  Quote.FormProps,
  "whatsappNumber" | "labels" | "toastLabels" | "process"
> & {
  /** The photos the last message counted (docs/decisions/0018), shown once it is sent. */
  sentPhotos: () => string[];
  /** The lines after the required ones (range, visit, campaign, photos), read at sending. */
  extras: Quote.Extras;
  form: React.RefObject<HTMLFormElement | null>;
  /** Ids of the fields the visitor left before this code arrived. */
  left: React.RefObject<Set<string>>;
  onErrors: (errors: Quote.FieldErrors) => void;
  onFallback: (url: string | null) => void;
  onReady: (submit: Quote.Submit) => void;
  /** The message went to WhatsApp and the fields were emptied. */
  onSent: () => void;
};

const EMPTY: QuoteFormValues = { name: "", email: "", phone: "", message: "" };

function messages(errors: FieldErrors<QuoteFormValues>): Quote.FieldErrors {
  return Object.fromEntries(QUOTE_FIELDS.map((name) => [name, errors[name]?.message]));
}

/**
 * The quote form's behaviour, fetched on the first interaction with the form: react-hook-form
 * with the zod schema, and the toast. It takes over the server-rendered fields where they are
 * (registering the elements rather than rendering new ones), so what was typed before it
 * arrived and where the focus is both stay. It renders only the toast region.
 */
export function QuoteFormEngine({
  form,
  left,
  whatsappNumber,
  labels,
  toastLabels,
  extras,
  sentPhotos,
  process,
  onErrors,
  onFallback,
  onReady,
  onSent,
}: QuoteFormEngineProps) {
  const schema = useMemo(() => createQuoteFormSchema(labels), [labels]);
  // The photos to send next, once a message is in WhatsApp: fetched with this code, not the page.
  const [sent, setSent] = useState<string[] | null>(null);
  // onTouched: a field is checked when it is left, then as it changes; all of them on submit.
  const { register, handleSubmit, reset, subscribe } = useForm<QuoteFormValues>({
    resolver: zodResolver(schema),
    mode: "onTouched",
  });

  useEffect(() => {
    const detach = QUOTE_FIELDS.map((name) => {
      const field = register(name);
      const element = form.current!.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `#${quoteFieldId(name)}`,
      )!;
      // No default values: registering reads the value the element holds now.
      field.ref(element);
      // react-hook-form finds a field by its event target's name, which the controls do not have
      // (lib/quote/quote-limits.ts): each event names its field.
      const change = (type: string) => ({ target: { name, value: element.value }, type });
      const onInput = (event: Event) => void field.onChange(change(event.type));
      const onBlur = () => void field.onBlur(change("blur"));
      element.addEventListener("input", onInput);
      element.addEventListener("blur", onBlur);
      // A field left before this code arrived missed its blur: replay it, so it is checked.
      if (left.current.has(element.id)) onBlur();
      return () => {
        element.removeEventListener("input", onInput);
        element.removeEventListener("blur", onBlur);
      };
    });
    return () => detach.forEach((undo) => undo());
  }, [form, left, register]);

  useEffect(
    () =>
      subscribe({
        formState: { errors: true },
        callback: ({ errors }) => onErrors(messages(errors ?? {})),
      }),
    [subscribe, onErrors],
  );

  // After the fields are registered (effects run in order): a submit that was waiting for this
  // code runs here, on the values the fields hold now.
  useEffect(() => {
    onReady(
      (popup) =>
        void handleSubmit(
          (values) => {
            const text = quoteMessage(values, labels.whatsapp, extras());
            const url = whatsappUrl(whatsappNumber, text);
            if (!popup || popup.closed) {
              // No window: the link is the one announcement, and what was typed stays.
              onFallback(url);
              return;
            }
            popup.location.replace(url);
            onFallback(null);
            toast({
              title: toastLabels.submittedTitle,
              description: toastLabels.submittedDescription,
              variant: "success",
            });
            // keepFieldsRef: the fields stay registered (they are not rendered here again).
            reset(EMPTY, { keepFieldsRef: true });
            setSent(sentPhotos());
            onSent();
          },
          () => popup?.close(),
        )(),
    );
  }, [
    onReady,
    onFallback,
    onSent,
    handleSubmit,
    reset,
    whatsappNumber,
    labels,
    toastLabels,
    extras,
    sentPhotos,
  ]);

  return (
    <>
      {sent && labels.photos ? (
        <QuoteSent photos={sent} labels={labels.photos} process={process} />
      ) : null}
      <Toaster
        closeLabel={toastLabels.close}
        regionLabel={toastLabels.region}
        announceLabel={toastLabels.announce}
      />
    </>
  );
}
