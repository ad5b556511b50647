"use client";

import NextLink from "next/link";
import { Container } from "@/components/section";
import { Button, buttonVariants } from "@/components/ui/button";
import { ui } from "@/content/ui";
import { ROUTES } from "@/lib/routes";

type ErrorProps = { error: Error & { digest?: string; status?: number }; reset: () => void };

/** Spec §8: the generic fallback for unexpected application errors. */
export default function ErrorPage({ error, reset }: ErrorProps) {
  const detail = error.status ? String(error.status) : error.message || error.digest;
  return (
    <Container className="py-20">
      <h1 className="text-3xl font-bold text-brand-900">{ui.error.heading}</h1>
      {detail ? <p className="mt-4 text-lg text-muted">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button variant="brand" onClick={reset}>
          {ui.error.retry}
        </Button>
        <NextLink href={ROUTES.home} className={buttonVariants({ variant: "outlineBrand" })}>
          {ui.error.home}
        </NextLink>
      </div>
    </Container>
  );
}
