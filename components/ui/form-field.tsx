export const fieldClass =
  "mt-2 block w-full rounded-button border border-slate-400 bg-white px-4 py-3 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent-500 aria-invalid:border-red-700";

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  requiredLabel: string;
  children: React.ReactNode;
  className?: string;
};

/** Label, control and an announced error message wired together by id. */
export function FormField({
  id,
  label,
  error,
  requiredLabel,
  children,
  className,
}: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
        <span aria-hidden="true" className="ml-1 text-red-700" title={requiredLabel}>
          *
        </span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
