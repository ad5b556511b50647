import * as ToastPrimitive from "@radix-ui/react-toast";
import { Icon } from "@/components/icon";
import { clsx } from "clsx";

/* Radix defaults already match docs/decisions/0003: 5000 ms, swipe right 50 px, hotkey F8. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={clsx(
        // Above the floating WhatsApp button, so neither hides the other.
        "fixed right-0 bottom-20 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-24",
        className,
      )}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = "default",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & { variant?: "default" | "success" }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      className={clsx(
        "relative flex w-full items-start gap-3 rounded-card border p-4 pr-12 shadow-card",
        "data-[state=closed]:animate-slide-out data-[state=open]:animate-slide-in",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
        "data-[swipe=end]:animate-slide-out",
        variant === "success"
          ? "border-success bg-success text-white"
          : "border-line bg-white text-ink",
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={clsx("font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={clsx("mt-1 text-sm", className)} {...props} />;
}

export function ToastClose({
  className,
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={clsx(
        "absolute top-2 right-2 grid size-9 place-items-center rounded-full hover:bg-black/10",
        className,
      )}
      {...props}
    >
      <Icon name="x" className="size-4" />
    </ToastPrimitive.Close>
  );
}
