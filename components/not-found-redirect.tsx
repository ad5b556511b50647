"use client";

import { useEffect } from "react";
import { BASE_PATH } from "@/lib/routes";

/** Where an unknown address should land (spec §8): /services/... → /services/, else → /. */
export function redirectTarget(pathname: string): string {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return `${BASE_PATH}${/^\/services(\/|$)/.test(path) ? "/services/" : "/"}`;
}

/** The export has no server to redirect, so 404.html keeps its status and moves the browser on. */
export function NotFoundRedirect() {
  useEffect(() => {
    window.location.replace(redirectTarget(window.location.pathname));
  }, []);
  return null;
}
