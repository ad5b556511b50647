import { cva, type VariantProps } from "class-variance-authority";
import { clsx } from "clsx";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-button font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-400 text-ink hover:bg-accent-500",
        brand: "bg-brand-600 text-white hover:bg-brand-700",
        outline: "border-2 border-current bg-transparent hover:bg-white/10",
        outlineBrand: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
        ghost: "text-ink hover:bg-brand-50",
        whatsapp: "bg-whatsapp text-white hover:bg-whatsapp-dark",
      },
      size: {
        sm: "min-h-10 px-4 text-sm",
        md: "min-h-11 px-5 text-base",
        lg: "min-h-12 px-6 text-base sm:text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonVariants) {
  return (
    <button
      type={type}
      data-slot="button"
      // clsx, not tailwind-merge: callers only add classes the variants do not set (layout,
      // width), and client islands that render a Button should not ship a class merger.
      className={clsx(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
