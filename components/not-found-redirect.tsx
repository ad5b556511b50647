"use client";

import { useEffect } from "react";
import { BASE_PATH } from "@/lib/nav/hrefs";

/** Home and services index of each language, from the route table. */
export type RedirectTargets = { prefix: string; home: string; services: string }[];

/**
 * Where an unknown address should land (docs/decisions/0004): a services path goes to its
 * language's services index, anything else to its language's home page. Targets are checked longest
 * prefix first, so "/fr/…" wins over "/".
 */
export function redirectTarget(pathname: string, targets: RedirectTargets): string {
  const path = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  const language = [...targets]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find((target) => path === target.prefix.replace(/\/$/, "") || path.startsWith(target.prefix));
  if (!language) return `${BASE_PATH}/`;
  const servicesRoot = language.services.replace(/\/$/, "");
  const inServices = path === servicesRoot || path.startsWith(`${servicesRoot}/`);
  return `${BASE_PATH}${inServices ? language.services : language.home}`;
}

/** The export has no server to redirect, so 404.html keeps its status and moves the browser on. */
export function NotFoundRedirect({ targets }: { targets: RedirectTargets }) {
  useEffect(() => {
    window.location.replace(redirectTarget(window.location.pathname, targets));
  }, [targets]);
  return null;
}
