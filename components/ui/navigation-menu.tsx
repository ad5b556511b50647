import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { clsx } from "clsx";

export function NavigationMenu({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      className={clsx("relative", className)}
      {...props}
    />
  );
}

export function NavigationMenuList(
  props: React.ComponentProps<typeof NavigationMenuPrimitive.List>,
) {
  return <NavigationMenuPrimitive.List data-slot="navigation-menu-list" {...props} />;
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;
export const NavigationMenuLink = NavigationMenuPrimitive.Link;

/** Click-only: a hover-opened menu surprises keyboard, touch and screen-reader users alike. */
export function NavigationMenuTrigger(
  props: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>,
) {
  return (
    <NavigationMenuPrimitive.Trigger
      type="button"
      data-slot="navigation-menu-trigger"
      onPointerMove={(event) => event.preventDefault()}
      onPointerLeave={(event) => event.preventDefault()}
      {...props}
    />
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={clsx(
        "absolute top-full left-0 z-50 mt-2 rounded-card border border-line bg-white shadow-card",
        "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      onPointerMove={(event) => event.preventDefault()}
      onPointerLeave={(event) => event.preventDefault()}
      {...props}
    />
  );
}
