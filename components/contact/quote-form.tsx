"use client";

import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import type * as QuoteFormEngineModule from "@/components/contact/quote-form-engine";
import { EstimateChoice } from "@/components/contact/estimate-choice";
import type * as Quote from "@/components/contact/quote-form-types";
import { Icon } from "@/components/icon";
import { TextLink } from "@/components/text-link";
import { Button } from "@/components/ui/button";
import { FormField, fieldClass } from "@/components/ui/form-field";
import { campaignLine } from "@/lib/quote/campaign-visit";
import {
  forgetPriceRange,
  priceRangeLine,
  priceRangeServices,
} from "@/lib/prices/price-range-visit";
import { QUOTE_FIELDS, type QuoteField, quoteFieldId } from "@/lib/quote/quote-limits";
import { photoCountLine, photosFor, visitLine } from "@/lib/quote/quote-visit";
import { type QuoteMessageValues, quoteMessage, whatsappUrl } from "@/lib/quote/whatsapp";

const INPUT_TYPES = { name: "text", email: "email", phone: "tel", message: "textarea" } as const;
const AUTOCOMPLETE = { name: "name", email: "email", phone: "tel", message: "off" } as const;

type Engine = typeof QuoteFormEngineModule;
// The range is written on another page: nothing to listen to while this one is open.
const noSubscription = () => () => {};
const noRange = () => undefined;
const loadEngine = () => import("@/components/contact/quote-form-engine");
/**
 * The service whose page's quote button brought the visitor (`?service=<id>`): a catalogue id,
 * never anything typed; read only to choose the photo list (docs/decisions/0018).
 */
const serviceOfVisit = () => {
  try {
    return new URLSearchParams(window.location.search).get("service") ?? "";
  } catch {
    return "";
  }
};

/**
 * The quote form hands off to WhatsApp (docs/decisions/0005). Server-rendered, it is a plain form
 * with the browser's own checks; its validation (react-hook-form + zod) and the toast are fetched
 * on the first interaction with the form, not with the page. The window opens synchronously in the
 * submit gesture, because popup blockers (Safari's above all) refuse it after an await; the
 * validation, asynchronous, then points it at WhatsApp or closes it.
 *
 * Nothing typed can leave by the form's native submission (docs/decisions/0005): the fields have no
 * `name`, and the form's action is WhatsApp's own address, in a new window, with only the preset
 * greeting. The page's loader holds a submit made before hydration and replays it here; it lets
 * the native one through only when the page's code could not be fetched. If the validation's
 * own code cannot be fetched, the browser's checks (which ran before the submit event) stand
 * alone and the message is built here: the window still reaches WhatsApp.
 */
export function QuoteForm({
  whatsappNumber,
  greeting,
  labels,
  toastLabels,
  windows,
  photoLists,
  process,
}: Quote.FormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Quote.FieldErrors>({});
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const loading = useRef<Promise<void>>(null);
  const submit = useRef<Quote.Submit>(null);
  // Windows opened by submits made before the engine arrived: handed to it once it is ready.
  const pending = useRef<(Window | null)[]>([]);
  // Fields left before the engine arrived: it checks them once it is ready, as if just left.
  const left = useRef(new Set<string>());
  // The range added on the price ranges page: none on the server, the tab's once hydrated.
  const stored = useSyncExternalStore(noSubscription, priceRangeLine, noRange);
  const [removed, setRemoved] = useState(false);
  const range = removed ? undefined : stored;
  // The estimate visit chosen: a ref too, read when the message is built.
  const [visit, setVisit] = useState("");
  const chosenVisit = useRef("");
  // The photo list the last message counted: the engine shows it once the message is sent.
  const counted = useRef<string[]>([]);
  const sentPhotos = useCallback(() => counted.current, []);

  const extras: Quote.Extras = useCallback(() => {
    const services = [...priceRangeServices().split(" "), serviceOfVisit()].filter(Boolean);
    counted.current = labels.photos
      ? photosFor(services, photoLists ?? {}, labels.photos.general)
      : [];
    return {
      priceRange: priceRangeLine(),
      visit:
        labels.estimate && windows
          ? visitLine(chosenVisit.current, windows, labels.estimate)
          : undefined,
      campaign: campaignLine(labels.campaigns ?? {}),
      photos: labels.photos
        ? photoCountLine(counted.current.length, labels.photos.count)
        : undefined,
    };
  }, [labels, photoLists, windows]);

  const chooseVisit = (value: string) => {
    chosenVisit.current = value;
    setVisit(value);
  };

  // The range and the visit went with the message: a next one starts without them, like the
  // fields.
  const onSent = useCallback(() => {
    forgetPriceRange();
    setRemoved(true);
    chosenVisit.current = "";
    setVisit("");
  }, []);

  const onReady = useCallback((ready: Quote.Submit) => {
    submit.current = ready;
    for (const popup of pending.current.splice(0)) ready(popup);
  }, []);

  // Without the engine: no toast, no reset and no photo list (all its code); the fields stay.
  const submitWithoutEngine: Quote.Submit = (popup) => {
    const value = (name: QuoteField) =>
      form.current!.querySelector<HTMLInputElement>(`#${quoteFieldId(name)}`)!.value;
    const values = Object.fromEntries(QUOTE_FIELDS.map((name) => [name, value(name)]));
    const text = quoteMessage(values as QuoteMessageValues, labels.whatsapp, extras());
    const url = whatsappUrl(whatsappNumber, text);
    if (popup && !popup.closed) popup.location.replace(url);
    else setFallbackUrl(url);
  };

  const load = () => {
    loading.current ??= loadEngine().then(setEngine, () => onReady(submitWithoutEngine));
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load();
    // No `noopener` feature: with it the call returns null even when the window opened,
    // and a blocked window could not be told apart. The opener is cut by hand instead.
    const popup = window.open("", "_blank");
    if (popup) popup.opener = null;
    if (submit.current) submit.current(popup);
    else pending.current.push(popup);
  };

  return (
    <>
      <form
        ref={form}
        action={whatsappUrl(whatsappNumber)}
        method="get"
        target="_blank"
        rel="noopener noreferrer"
        onSubmit={handleSubmit}
        onFocus={load}
        onPointerDown={load}
        onInput={load}
        onBlur={(event) => left.current.add(event.target.id)}
        className="grid gap-6 sm:grid-cols-2"
      >
        <input type="hidden" name="text" value={greeting} />
        {QUOTE_FIELDS.map((name) => {
          const id = quoteFieldId(name);
          const error = errors[name];
          const common = {
            id,
            required: true,
            placeholder: labels[name].placeholder,
            autoComplete: AUTOCOMPLETE[name],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
            className: fieldClass,
          };
          return (
            <FormField
              key={name}
              id={id}
              label={labels[name].label}
              error={error}
              requiredLabel={labels.required}
              className={name === "message" || name === "phone" ? "sm:col-span-2" : undefined}
            >
              {name === "message" ? (
                <textarea rows={5} {...common} />
              ) : (
                <input type={INPUT_TYPES[name]} {...common} />
              )}
            </FormField>
          );
        })}
        {labels.estimate && windows ? (
          <EstimateChoice
            windows={windows}
            labels={labels.estimate}
            value={visit}
            onChange={chooseVisit}
          />
        ) : null}
        {range && labels.priceRange ? (
          <div className="rounded-card bg-surface p-4 sm:col-span-2">
            <p className="font-semibold text-brand-900">{labels.priceRange.added}</p>
            <p className="mt-1">{range}</p>
            <button
              type="button"
              onClick={() => {
                forgetPriceRange();
                setRemoved(true);
                // The button goes with the range: the focus moves to the message.
                form.current?.querySelector<HTMLElement>(`#${quoteFieldId("message")}`)?.focus();
              }}
              className="mt-2 min-h-11 font-semibold text-brand-700 underline"
            >
              {labels.priceRange.remove}
            </button>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" variant="whatsapp" size="lg" className="w-full sm:w-auto">
            <Icon name="whatsapp" />
            {labels.submit}
          </Button>
          <p className="mt-3 text-sm text-muted">{labels.privacy}</p>
          {fallbackUrl ? (
            <p
              role="alert"
              className="mt-4 rounded-button border border-accent-500 bg-accent-400/15 p-4 text-ink"
            >
              {labels.popupFallback}{" "}
              <TextLink href={fallbackUrl} plain newWindow>
                {labels.popupFallbackLink}
              </TextLink>
            </p>
          ) : null}
        </div>
      </form>
      {engine ? (
        <engine.QuoteFormEngine
          form={form}
          left={left}
          whatsappNumber={whatsappNumber}
          labels={labels}
          toastLabels={toastLabels}
          extras={extras}
          sentPhotos={sentPhotos}
          process={process}
          onErrors={setErrors}
          onFallback={setFallbackUrl}
          onReady={onReady}
          onSent={onSent}
        />
      ) : null}
    </>
  );
}
