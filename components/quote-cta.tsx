import { Phone } from "lucide-react";
import NextLink from "next/link";
import { WhatsAppIcon } from "@/components/brand-icons";
import { Container } from "@/components/section";
import { buttonVariants } from "@/components/ui/button";
import { ui } from "@/content/ui";
import { ROUTES, telHref } from "@/lib/routes";
import { type Site } from "@/lib/schemas";
import { format } from "@/lib/utils";
import { whatsappUrl } from "@/lib/whatsapp";

type QuoteCtaProps = {
  id: string;
  heading: string;
  body: string;
  site: Site;
  phone?: "office" | "whatsapp";
};

/** Call-to-action band: quote form, phone and WhatsApp with the preset greeting (spec §7). */
export function QuoteCta({ id, heading, body, site, phone = "office" }: QuoteCtaProps) {
  const number = site.phones[phone];
  return (
    <section aria-labelledby={id} className="bg-brand-700 py-16 text-white">
      <Container className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{body}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <NextLink href={ROUTES.quote} className={buttonVariants({ size: "lg" })}>
            {ui.cta.quote}
          </NextLink>
          <a
            href={telHref(number.e164)}
            className={`${buttonVariants({ variant: "outline", size: "lg" })} text-white`}
          >
            <Phone aria-hidden="true" />
            {format(ui.cta.call, { phone: number.display })}
          </a>
          <a
            href={whatsappUrl(site.phones.whatsapp.e164, site.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "whatsapp", size: "lg" })}
          >
            <WhatsAppIcon />
            {ui.cta.whatsapp}
            <span className="sr-only"> {ui.cta.newWindow}</span>
          </a>
        </div>
      </Container>
    </section>
  );
}
