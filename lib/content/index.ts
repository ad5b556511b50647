// The one door pages use to content. "server-only" keeps the loader (and the files it reads)
// out of client bundles; tests outside Next import ./load directly.
import "server-only";

export * from "@/lib/content/load";
