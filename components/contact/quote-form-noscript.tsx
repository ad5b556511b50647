import { Icon } from "@/components/icon";
import { TextLink } from "@/components/text-link";
import { Button } from "@/components/ui/button";
import { FormField, fieldClass } from "@/components/ui/form-field";
import { getEstimateWindows, getSite, getUi } from "@/lib/content";
import { formatDay } from "@/lib/locale/format";
import { ottawaDay } from "@/lib/locale/ottawa-day";
import { type Locale } from "@/lib/schemas/locales";
import { QUOTE_LIMITS } from "@/lib/quote/quote-limits";
import { mailtoHref, telHref } from "@/lib/nav/hrefs";
import { format } from "@/lib/site/utils";
import { whatsappUrl } from "@/lib/quote/whatsapp";

/**
 * The quote form without JavaScript (docs/decisions/0005), shown in place of the scripted form,
 * which is hidden then (`noscript:` is `@media (scripting: none)`). Four fields cannot become
 * WhatsApp's one `text` without script, so this form has one box, named `text`, and submits it
 * natively to WhatsApp's own address in a new window: the request goes straight to WhatsApp, never
 * through the site.
 */
export function QuoteFormNoScript({ locale }: { locale: Locale }) {
  const site = getSite(locale);
  const labels = getUi(locale).form;
  // The estimate windows as of the build, listed in words (nothing filters them here).
  const windows = getEstimateWindows(locale);
  const { noscript, estimate } = labels;
  return (
    // Not a <noscript>: the query that hides the scripted form shows this one, so exactly one
    // of them shows. A browser that does not know the query shows the scripted form, whose
    // native submission carries no field.
    <div className="hidden noscript:block">
      <p className="mb-6 rounded-button border border-line bg-surface p-4">{noscript.intro}</p>
      {windows.length ? (
        <div className="mb-6">
          <p>{format(estimate.asOf, { date: formatDay(ottawaDay(new Date()), locale) })}</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {windows.map((each) => (
              <li key={each.id}>
                {`${each.when}, ${estimate.sides[each.side]}`}
                {each.note ? ` (${each.note})` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mb-6">{estimate.usual}</p>
      )}
      <form
        action={whatsappUrl(site.phones.whatsapp.e164)}
        method="get"
        target="_blank"
        rel="noopener noreferrer"
        className="grid gap-6"
      >
        <FormField id="quote-text" label={noscript.label} requiredLabel={labels.required}>
          <textarea
            id="quote-text"
            name="text"
            required
            maxLength={QUOTE_LIMITS.message}
            rows={7}
            placeholder={noscript.placeholder}
            className={fieldClass}
          />
        </FormField>
        <div>
          <Button type="submit" variant="whatsapp" size="lg" className="w-full sm:w-auto">
            <Icon name="whatsapp" />
            {labels.submit}
          </Button>
          <p className="mt-3 text-sm text-muted">{labels.privacy}</p>
        </div>
      </form>
      <p className="mt-6">{noscript.other}</p>
      <ul className="mt-2 space-y-1">
        <li>
          <TextLink href={telHref(site.phones.office.e164)} plain>
            {site.phones.office.display}
          </TextLink>
        </li>
        <li>
          <TextLink href={mailtoHref(site.email)} plain>
            {site.email}
          </TextLink>
        </li>
      </ul>
    </div>
  );
}
