"use client";

import { useEffect } from "react";
import { keepCampaign } from "@/lib/quote/campaign-visit";

/** Reads a declared campaign code from the address the visitor arrived by (lib/quote/campaign-visit). */
export function CampaignCapture({ codes }: { codes: string[] }) {
  useEffect(() => {
    const clean = keepCampaign(new URL(window.location.href), codes);
    if (clean !== null) window.history.replaceState(window.history.state, "", clean);
  }, [codes]);
  return null;
}
