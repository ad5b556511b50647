import { clsx } from "clsx";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx("flex items-center justify-center gap-3", className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin-slow rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
