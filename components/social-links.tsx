import { SOCIAL_ICONS } from "@/components/brand-icons";
import { type Site } from "@/lib/content";

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
        const SocialIcon = SOCIAL_ICONS[social.name];
        return (
          <li key={social.name}>
            <a href={social.href} aria-label={social.name} className={linkClassName}>
              <SocialIcon className={iconClassName} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
