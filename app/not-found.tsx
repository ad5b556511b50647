import { type Metadata } from "next";
import NextLink from "next/link";
import { NotFoundRedirect } from "@/components/not-found-redirect";
import { Container } from "@/components/section";
import { buttonVariants } from "@/components/ui/button";
import { ui } from "@/content/ui";
import { ROUTES } from "@/lib/routes";

// Next adds <meta name="robots" content="noindex"> to the not-found page itself.
export const metadata: Metadata = { title: ui.notFound.title };

export default function NotFound() {
  return (
    <Container className="py-20">
      <NotFoundRedirect />
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{ui.notFound.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">{ui.notFound.body}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <NextLink href={ROUTES.home} className={buttonVariants({ variant: "brand" })}>
          {ui.notFound.home}
        </NextLink>
        <NextLink href={ROUTES.services} className={buttonVariants({ variant: "outlineBrand" })}>
          {ui.notFound.services}
        </NextLink>
      </div>
    </Container>
  );
}
