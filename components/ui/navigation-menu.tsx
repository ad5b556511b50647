import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";

export const NavigationMenu = NavigationMenuPrimitive.Root;

export function NavigationMenuList(
  props: React.ComponentProps<typeof NavigationMenuPrimitive.List>,
) {
  return <NavigationMenuPrimitive.List data-slot="navigation-menu-list" {...props} />;
}

export const NavigationMenuItem = NavigationMenuPrimitive.Item;
export const NavigationMenuLink = NavigationMenuPrimitive.Link;

/** Click-only: a hover-opened menu surprises keyboard, touch and screen-reader users alike. */
const clickOnly = {
  onPointerMove: (event: React.PointerEvent) => event.preventDefault(),
  onPointerLeave: (event: React.PointerEvent) => event.preventDefault(),
};

export function NavigationMenuTrigger(
  props: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>,
) {
  return (
    <NavigationMenuPrimitive.Trigger
      type="button"
      data-slot="navigation-menu-trigger"
      {...clickOnly}
      {...props}
    />
  );
}

/** The services dropdown's panel. */
export function NavigationMenuContent(
  props: React.ComponentProps<typeof NavigationMenuPrimitive.Content>,
) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className="absolute top-full left-0 z-50 mt-2 w-[340px] rounded-card border border-line bg-white shadow-card data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:w-96"
      {...clickOnly}
      {...props}
    />
  );
}
