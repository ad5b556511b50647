"use client";

import { createContext, useContext } from "react";

export type ErrorLabels = { heading: string; retry: string; home: string; homeHref: string };

const ErrorLabelsContext = createContext<ErrorLabels | null>(null);

/**
 * The error page is a client component and cannot read content itself: the root layout
 * hands it the words of the page's language through this context.
 */
export function ErrorLabelsProvider({
  labels,
  children,
}: {
  labels: ErrorLabels;
  children: React.ReactNode;
}) {
  return <ErrorLabelsContext value={labels}>{children}</ErrorLabelsContext>;
}

export function useErrorLabels(): ErrorLabels {
  const labels = useContext(ErrorLabelsContext);
  if (!labels) throw new Error("useErrorLabels needs an ErrorLabelsProvider above it");
  return labels;
}
