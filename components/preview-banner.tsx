import { ProductionLink } from "@/components/production-link";
import { getUi } from "@/lib/content";
import { previewInfo } from "@/lib/site/site-env";
import { withBasePath } from "@/lib/nav/hrefs";
import { entriesToCheck } from "@/lib/translation/status";
import { getTranslationStatus } from "@/lib/translation/site-status";
import { SITE_URL } from "@/lib/site/seo";
import { getStandIns } from "@/lib/content/stand-ins";
import { format } from "@/lib/site/utils";
import { type Locale } from "@/lib/schemas/locales";

/**
 * On a preview build every page says so at the top: the team may publish English first, and
 * launch with stand-ins (docs/decisions/0014), but sees what is left of each. Production
 * renders nothing.
 */
export function PreviewBanner({ locale }: { locale: Locale }) {
  const info = previewInfo();
  if (!info) return null;
  const ui = getUi(locale);
  // Entries behind in history and French files that say less or more, counted once each.
  const behind = entriesToCheck(getTranslationStatus()).length;
  const standIns = getStandIns().length;
  const where =
    info.kind === "local"
      ? ui.preview.local
      : [
          format(ui.preview.branch, { branch: info.branch }),
          info.commit ? format(ui.preview.commit, { commit: info.commit }) : "",
        ]
          .filter(Boolean)
          .join(", ");
  return (
    <section
      aria-label={ui.preview.label}
      data-preview-banner=""
      className="relative z-[60] bg-accent-400 px-4 py-1.5 text-center text-sm font-medium text-ink"
    >
      <strong className="font-bold">{ui.preview.label}</strong>
      <span aria-hidden="true"> · </span>
      <span>{where}</span>
      <span aria-hidden="true"> · </span>
      <ProductionLink origin={SITE_URL} className="underline underline-offset-2 hover:no-underline">
        {ui.preview.production}
      </ProductionLink>
      <span aria-hidden="true"> · </span>
      <a
        href={withBasePath("/admin/translations/")}
        data-translations-behind={behind}
        className="underline underline-offset-2 hover:no-underline"
      >
        {format(ui.preview.translationsBehind, { count: behind })}
      </a>
      <span aria-hidden="true"> · </span>
      <a
        href={withBasePath("/admin/launch/")}
        data-stand-ins={standIns}
        className="underline underline-offset-2 hover:no-underline"
      >
        {format(ui.standIn.count, { count: standIns })}
      </a>
    </section>
  );
}
