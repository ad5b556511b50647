import { spriteDocument } from "@/lib/site/icon-sprite";

// Written once at build time into the export as /icons.svg.
export const dynamic = "force-static";

export function GET() {
  return new Response(spriteDocument(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8" },
  });
}
