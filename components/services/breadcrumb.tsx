import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";
import { getUi } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

export type Crumb = { name: string; href: string };

/** The visible trail; the same crumbs feed the BreadcrumbList JSON-LD. */
export function Breadcrumb({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  const ui = getUi(locale);
  return (
    <nav aria-label={ui.service.breadcrumbLabel} className="mb-6 text-sm text-footer-text">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="inline-flex items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="font-semibold text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <IntentLink
                    href={crumb.href}
                    className="rounded-sm hover:text-white hover:underline"
                  >
                    {crumb.name}
                  </IntentLink>
                  <Icon name="chevron-right" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
