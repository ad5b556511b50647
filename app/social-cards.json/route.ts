import { getLocales } from "@/lib/content";
import { PAGE_TYPES } from "@/app/_pages";
import { socialCards } from "@/lib/site/page-meta";

// Exported as out/social-cards.json: the build step draws one PNG per entry, then deletes it.
export const dynamic = "force-static";

export function GET() {
  return Response.json(socialCards(getLocales(), PAGE_TYPES));
}
