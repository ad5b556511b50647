import { cn } from "@/lib/site/utils";

/**
 * The one place content HTML reaches the page. The HTML was rendered from Markdown at
 * build time and sanitized to an allow-list (lib/content/markdown.ts): no scripts, styles,
 * classes or raw HTML, so it cannot break the page's strict CSP.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-4 text-lg leading-relaxed text-ink",
        "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900",
        "[&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-900",
        "[&_h3]:pt-4 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900",
        "[&_h4]:pt-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-brand-900",
        "[&_li]:marker:text-brand-600 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
        "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
