import { Icon } from "@/components/icon";
import { type Site } from "@/lib/content";

const SOCIAL_ICONS = {
  Facebook: "facebook",
  Instagram: "instagram",
  LinkedIn: "linkedin",
  Twitter: "twitter",
} as const;

type SocialLinksProps = {
  socials: Site["socials"];
  className?: string;
  linkClassName: string;
  iconClassName: string;
};

/** The business's social profiles as icon links, named by the network for screen readers. */
export function SocialLinks({
  socials,
  className,
  linkClassName,
  iconClassName,
}: SocialLinksProps) {
  return (
    <ul className={className}>
      {socials.map((social) => {
        return (
          <li key={social.name}>
            <a href={social.href} aria-label={social.name} className={linkClassName}>
              <Icon name={SOCIAL_ICONS[social.name]} className={iconClassName} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
