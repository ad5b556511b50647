import { IntentLink } from "@/components/intent-link";
import { cn, format } from "@/lib/site/utils";
import { getSite, getUi } from "@/lib/content";
import { routeTo } from "@/lib/nav/navigation";
import { type Locale } from "@/lib/schemas/locales";

type LogoProps = { locale: Locale; tone?: "dark" | "light"; className?: string };

/** Wordmark with a roller mark; drawn in SVG so it stays sharp and costs no request. */
export function Logo({ locale, tone = "dark", className }: LogoProps) {
  const ui = getUi(locale);
  const site = getSite(locale);
  return (
    <IntentLink
      href={routeTo("home", locale)}
      aria-label={format(ui.logoLabel, { name: site.name })}
      className={cn("inline-flex items-center gap-2 rounded-button", className)}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <rect width="40" height="40" rx="10" className="fill-brand-600" />
        <rect x="8" y="9" width="20" height="8" rx="2.5" className="fill-accent-400" />
        <path
          d="M28 13h4v8H20v4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <rect x="17.5" y="25" width="5" height="8" rx="1.5" fill="#fff" />
      </svg>
      <span
        className={cn(
          "text-xl leading-none font-extrabold tracking-tight",
          tone === "dark" ? "text-brand-900" : "text-white",
        )}
      >
        {site.shortName}
        <span
          className={cn(
            "block text-xs font-semibold tracking-[0.2em] uppercase",
            tone === "dark" ? "text-accent-800" : "text-accent-400",
          )}
        >
          {site.logoSubtitle}
        </span>
      </span>
    </IntentLink>
  );
}
