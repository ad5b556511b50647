import { getTranslationStatus } from "@/lib/translation/site-status";

export const dynamic = "force-static";

/** The same status as the page, for `npm test`'s summary line and for scripts. */
export function GET() {
  return Response.json(getTranslationStatus());
}
