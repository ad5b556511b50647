import { IntentLink } from "@/components/intent-link";
import { type NavLink } from "@/lib/nav/navigation";

type LinkListProps = { links: NavLink[]; className?: string; linkClassName: string };

/** A plain list of internal links, as the footer columns and the HTML sitemap show them. */
export function LinkList({ links, className, linkClassName }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} className={linkClassName}>
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
