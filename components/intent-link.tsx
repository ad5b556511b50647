"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * A next/link that prefetches its route once the visitor shows intent (a pointer over it,
 * focus, a touch) rather than whenever it scrolls into view. Viewport prefetching fetched and
 * decoded the payloads of every route in view during the load, the page's own among them
 * (the logo links home), and that work sat on the phone's main thread while the page was
 * becoming interactive (docs/performance.md). A touch starts the prefetch before the click,
 * and a route not prefetched in time is fetched on navigation.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      // `null` is next/link's default (prefetch static routes); `false` waits for intent.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
