import { IntentLink } from "@/components/intent-link";

/** The site's one style for a link in or beside text (and for links inside Markdown: rich-text). */
export const textLinkClass =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

type TextLinkProps = {
  href: string;
  children: React.ReactNode;
  className?: string;
  /**
   * A plain `<a>` rather than the app's link: for an address outside its pages (`tel:`,
   * `mailto:`, another site) or a page that must load whole.
   */
  plain?: boolean;
  /** Another site, opened in a new window. */
  newWindow?: boolean;
};

export function TextLink({ href, children, className, plain = false, newWindow }: TextLinkProps) {
  const classes = className ? `${textLinkClass} ${className}` : textLinkClass;
  if (!plain) {
    return (
      <IntentLink href={href} className={classes}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a
      href={href}
      {...(newWindow ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={classes}
    >
      {children}
    </a>
  );
}
