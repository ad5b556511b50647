import { type SVGProps } from "react";
import { type SpriteIconName } from "@/lib/site/icon-sprite";
import { withBasePath } from "@/lib/nav/hrefs";

const SPRITE = withBasePath("/icons.svg");

/**
 * A decorative icon: a <use> of its symbol in /icons.svg (lib/site/icon-sprite.ts). The text beside
 * it carries the meaning. Each symbol sets its own stroke; a fill set on this <svg> (attribute
 * or class, as the star rating does) reaches shapes whose symbol sets none.
 */
export function Icon({ name, ...props }: { name: SpriteIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={24} height={24} fill="none" aria-hidden="true" {...props}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}
