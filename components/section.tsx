import { cn } from "@/lib/utils";

/** Page-width wrapper used by every section, so gutters match across the site. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
  );
}

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: "left" | "center";
  className?: string;
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-accent-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
    </div>
  );
}

type PageHeaderProps = { title: string; intro?: string; children?: React.ReactNode };

/** The one h1 of a page, on the brand band. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <div className="bg-brand-900 text-white">
      <Container className="py-14 sm:py-20">
        {children}
        <h1 className="max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-footer-text">{intro}</p> : null}
      </Container>
    </div>
  );
}
