/**
 * Structured data for crawlers; "<" is escaped so no string can close the script early. No data
 * (an example project's: docs/decisions/0014), no script.
 */
export function JsonLd({ data }: { data: Record<string, unknown> | null }) {
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
