import { cn } from "@/lib/site/utils";

/** Page-width wrapper used by every section, so gutters match across the site. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}
