import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins classes and lets a later Tailwind class override an earlier conflicting one. For
 * server components: tailwind-merge is ~7.5 kB of JavaScript, so client islands use plain
 * `clsx` with class lists that do not conflict, and import `format` from lib/locale/format.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { format } from "@/lib/locale/format";
