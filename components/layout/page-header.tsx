import { Container } from "@/components/layout/container";

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
