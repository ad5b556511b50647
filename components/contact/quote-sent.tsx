import { useEffect, useRef } from "react";

export type QuoteSentLabels = { ready: string; heading: string; intro: string; next: string };

/**
 * Once the message is in WhatsApp (docs/decisions/0018): the photos to send next, for the
 * services the visitor came from, and what happens after, up to the warranty. The heading takes
 * the focus, so a screen reader reads on from it.
 */
export function QuoteSent({
  photos,
  labels,
  process,
}: {
  photos: readonly string[];
  labels: QuoteSentLabels;
  process?: { href: string; title: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="quote-sent-heading"
      className="mt-8 rounded-card border border-brand-200 bg-brand-50 p-6"
    >
      <h3
        id="quote-sent-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900"
      >
        {labels.ready}
      </h3>
      <h4 className="mt-4 font-semibold text-brand-900">{labels.heading}</h4>
      <p className="mt-1">{labels.intro}</p>
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {photos.map((photo) => (
          <li key={photo}>{photo}</li>
        ))}
      </ol>
      {process ? (
        <p className="mt-4">
          {labels.next}{" "}
          <a href={process.href} className="font-semibold text-brand-700 underline">
            {process.title}
          </a>
        </p>
      ) : null}
    </section>
  );
}
