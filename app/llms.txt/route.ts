import { llmsTxtResponse } from "@/app/llms-txt";

// Exported as a static file: the plain-text summary for answer engines (docs/decisions/0016).
export const dynamic = "force-static";

export function GET() {
  return llmsTxtResponse("en");
}
