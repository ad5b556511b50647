import { StandInNote } from "@/components/stand-in-note";
import { TextLink } from "@/components/text-link";
import { Section } from "@/components/layout/section";
import { type Site } from "@/lib/content";
import { plural } from "@/lib/locale/format";
import { HTML_LANG } from "@/lib/locale/i18n";
import { type RegisterCheck } from "@/lib/site/register-checks";
import { type Locale } from "@/lib/schemas/locales";
import { type Ui } from "@/lib/schemas/labels";
import { format } from "@/lib/site/utils";

type Props = {
  credentials: Site["credentials"];
  /** The numbers anyone can look up, with their registers (lib/site/register-checks.ts). */
  checks: RegisterCheck[];
  labels: Ui["credentials"];
  locale: Locale;
  /** The heading's id, unique on the page. */
  id: string;
  className?: string;
};

/**
 * Insurance, WSIB clearance, the workmanship warranty, memberships and the public review
 * profiles: a line per fact the business has given, none for an empty one. No rating is shown.
 * Then "Check us": each number with a link to the public register that confirms it, none for a
 * number still shown as an example.
 */
export function Credentials({ credentials, checks, labels, locale, id, className }: Props) {
  const lang = HTML_LANG[locale];
  const { insurance, memberships, reviews } = credentials;
  const lines = [
    insurance?.amount
      ? format(labels.insurance, {
          amount: new Intl.NumberFormat(lang, {
            style: "currency",
            currency: "CAD",
            maximumFractionDigits: 0,
          }).format(insurance.amount),
        })
      : null,
    insurance?.insurer ? format(labels.insurer, { insurer: insurance.insurer }) : null,
    credentials.wsibClearance ? labels.wsib : null,
    format(labels.warranty[plural(credentials.warrantyYears, lang)], {
      years: credentials.warrantyYears,
    }),
    memberships?.length
      ? format(labels.memberships, {
          names: new Intl.ListFormat(lang, { type: "conjunction" }).format(memberships),
        })
      : null,
  ].filter((line): line is string => Boolean(line));
  const links = (reviews ?? []).flatMap((profile) => [
    { href: profile.read, label: format(labels.readReviews, { site: profile.site }) },
    { href: profile.leave, label: format(labels.leaveReview, { site: profile.site }) },
  ]);
  // The facts shown here that can be examples (docs/decisions/0014).
  const shown = [
    insurance?.amount || insurance?.insurer ? ("insurance" as const) : null,
    credentials.wsibClearance ? ("wsibClearance" as const) : null,
    "warranty" as const,
    ...checks.map((check) => check.fact),
    links.length ? ("reviews" as const) : null,
  ].filter(
    (fact, index, all): fact is NonNullable<typeof fact> =>
      fact !== null && all.indexOf(fact) === index,
  );
  return (
    <Section id={id} heading={labels.heading} className={className}>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-lg text-muted marker:text-accent-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {links.length ? (
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          {links.map((link) => (
            <TextLink key={link.href} href={link.href} plain>
              {link.label}
            </TextLink>
          ))}
        </p>
      ) : null}
      {checks.length ? (
        <>
          <h3 className="mt-6 text-xl font-semibold text-brand-900">{labels.checks.heading}</h3>
          <ul className="mt-3 space-y-2 text-lg text-muted">
            {checks.map((check) => (
              <li key={check.register}>
                {format(labels.checks[check.register].number, { number: check.number })}
                {check.href ? (
                  <>
                    {" "}
                    <TextLink href={check.href} plain>
                      {labels.checks[check.register].link}
                    </TextLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <StandInNote locale={locale} facts={shown} className="mt-4" />
    </Section>
  );
}
