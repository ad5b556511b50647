import { cache } from "react";
import { type Locale } from "@/lib/schemas";

/*
 * The language of the page being rendered. Each root layout and page sets it first thing
 * (static rendering has no request to read it from); React's cache() keeps it per render,
 * so server components deep in the tree read it instead of every component taking a prop.
 */
const store = cache(() => ({ locale: "en" as Locale }));

export function setRequestLocale(locale: Locale): void {
  store().locale = locale;
}

export function getRequestLocale(): Locale {
  return store().locale;
}
