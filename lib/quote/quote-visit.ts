/*
 * What the quote form adds after the four required lines (docs/decisions/0018): the estimate
 * visit asked for, as a request the team confirms, and the number of photos the visitor will
 * send, from the photo list of the services they came from. Pure, so the form's shell and its
 * validation code build the same message.
 */
import { format } from "@/lib/locale/format";

/** One estimate window as the form offers it (lib/content/estimate-windows.ts builds it). */
export type VisitWindow = {
  id: string;
  when: string;
  side: "on" | "qc";
  note?: string;
  startsAt: number;
};

export type VisitLabels = {
  line: string;
  noneLine: string;
  sides: Record<VisitWindow["side"], string>;
};

/** The form's value for "none of these suits me"; a window's value is its id. */
export const NO_WINDOW_SUITS = "none";

/** The windows not yet started at `now` (ms): a window is offered until it begins. */
export const windowsAfter = (windows: readonly VisitWindow[], now: number) =>
  windows.filter((each) => each.startsAt > now);

/** The message's visit line for the form's value ("" when nothing was chosen). */
export function visitLine(
  value: string,
  windows: readonly VisitWindow[],
  labels: VisitLabels,
): string | undefined {
  if (value === NO_WINDOW_SUITS) return labels.noneLine;
  const chosen = windows.find((each) => each.id === value);
  return chosen
    ? format(labels.line, { window: `${chosen.when}, ${labels.sides[chosen.side]}` })
    : undefined;
}

/**
 * The photos to ask for: each known service's list in turn (the service page the visitor came
 * from, the services of a range carried from the price ranges page), each photo once; the
 * general list when no service is known.
 */
export function photosFor(
  services: readonly string[],
  lists: Readonly<Record<string, readonly string[]>>,
  general: readonly string[],
): string[] {
  const known = services.filter((id) => Object.hasOwn(lists, id));
  if (!known.length) return [...general];
  return [...new Set(known.flatMap((id) => lists[id]!))];
}

/** The message's last line: "I will send 3 photos after this message." */
export const photoCountLine = (count: number, words: { one: string; other: string }) =>
  format(count === 1 ? words.one : words.other, { count });
