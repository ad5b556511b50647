"use client";

// Each language's root layout has its own error boundary; both show the same view, in the
// words the layout provides.
export { ErrorView as default } from "@/components/error-view";
