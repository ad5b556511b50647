import { Icon } from "@/components/icon";
import { getSite, getUi } from "@/lib/content";
import { telHref } from "@/lib/nav/hrefs";
import { format } from "@/lib/site/utils";
import { whatsappUrl } from "@/lib/quote/whatsapp";
import { type Locale } from "@/lib/schemas/locales";

const floatingClass =
  "fixed bottom-4 z-30 grid size-14 place-items-center rounded-full text-white shadow-lg transition-transform hover:scale-105 motion-reduce:hover:scale-100 sm:bottom-6";

/** WhatsApp chat bottom-right, call bottom-left (docs/decisions/0003); the WhatsApp number
 * (docs/decisions/0001). */
export function FloatingContactButtons({ locale }: { locale: Locale }) {
  const ui = getUi(locale);
  const site = getSite(locale);
  return (
    // A labelled region landmark: content outside every landmark is easy to miss for
    // screen-reader users moving by landmark (axe's `region` rule). Not an <aside>: a page
    // with its own unnamed aside would then have two complementary landmarks to tell apart.
    // Fixed, so where it sits does not show.
    <section aria-label={ui.floating.label}>
      <a
        href={telHref(site.phones.office.e164)}
        aria-label={format(ui.floating.call, { phone: site.phones.office.display })}
        className={`${floatingClass} left-4 bg-brand-600 hover:bg-brand-700 sm:left-6`}
      >
        <Icon name="phone" className="size-6" />
      </a>
      <a
        href={whatsappUrl(site.phones.whatsapp.e164, site.whatsappGreeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${ui.floating.whatsapp} ${ui.cta.newWindow}`}
        className={`${floatingClass} right-4 bg-whatsapp hover:bg-whatsapp-dark sm:right-6`}
      >
        <Icon name="whatsapp" className="size-7" />
      </a>
    </section>
  );
}
