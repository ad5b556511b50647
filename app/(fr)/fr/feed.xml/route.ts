import { feedResponse } from "@/lib/site/atom-feed";

// Exported as a static file: the guides in French, whole, newest first.
export const dynamic = "force-static";

export function GET() {
  return feedResponse("fr");
}
