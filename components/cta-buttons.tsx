import { IntentLink } from "@/components/intent-link";
import { Icon } from "@/components/icon";
import { buttonVariants } from "@/components/ui/button";
import { telHref } from "@/lib/nav/hrefs";
import { cn, format } from "@/lib/site/utils";
import { whatsappUrl } from "@/lib/quote/whatsapp";
import { getSite, getUi } from "@/lib/content";
import { routeTo } from "@/lib/nav/navigation";
import { type Locale } from "@/lib/schemas/locales";

type CtaButtonsProps = {
  className: string;
  locale: Locale;
  /** The service page the buttons are on: the quote form then asks for its photos. */
  service?: string;
};

// French labels run longer than English ones: on a narrow phone they wrap rather than overflow.
const WRAP = "whitespace-normal text-center";

/** The three ways to ask for a quote (docs/decisions/0005): the form, a call, WhatsApp with the
 * greeting. */
export function CtaButtons({ className, locale, service }: CtaButtonsProps) {
  const ui = getUi(locale);
  const site = getSite(locale);
  const number = site.phones.office;
  // A catalogue id, never anything typed (docs/decisions/0018); the anchor stays last.
  const [page, anchor] = routeTo("quote", locale).split("#");
  const quote = service ? `${page}?service=${service}#${anchor}` : routeTo("quote", locale);
  return (
    <div className={className}>
      <IntentLink href={quote} className={cn(buttonVariants({ size: "lg" }), WRAP)}>
        {ui.cta.quote}
      </IntentLink>
      <a
        href={telHref(number.e164)}
        className={cn(buttonVariants({ variant: "outline", size: "lg" }), "text-white", WRAP)}
      >
        <Icon name="phone" />
        {format(ui.cta.call, { phone: number.display })}
      </a>
      <a
        href={whatsappUrl(site.phones.whatsapp.e164, site.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), WRAP)}
      >
        <Icon name="whatsapp" />
        {ui.cta.whatsapp}
        <span className="sr-only"> {ui.cta.newWindow}</span>
      </a>
    </div>
  );
}
