import { Hero } from "@/components/home/hero";
import { HTML_LANG } from "@/lib/locale/i18n";
import { ProcessSteps } from "@/components/home/process-steps";
import { ServicesTeaser } from "@/components/home/services-teaser";
import { StatsCounters } from "@/components/home/stats-counters";
import { TeamStrip } from "@/components/home/team-strip";
import { TestimonialsPreview } from "@/components/home/testimonials-preview";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { JsonLd } from "@/components/json-ld";
import { NoticeBar } from "@/components/notices/notice-bar";
import { QuoteCta } from "@/components/quote-cta";
import { StandInNote } from "@/components/stand-in-note";
import { Container } from "@/components/layout/container";
import {
  getCategories,
  getCategoryServices,
  getHome,
  getPages,
  getTestimonials,
  getUi,
} from "@/lib/content";
import { websiteJsonLd } from "@/lib/site/seo";
import { type Locale } from "@/lib/schemas/locales";

const HOME_TESTIMONIALS = 3;
const TEASER_PER_CATEGORY = 3;

export function HomePage({ locale }: { locale: Locale }) {
  const home = getHome(locale);
  const ui = getUi(locale);
  const teaserServices = getCategories(locale).flatMap((category) =>
    getCategoryServices(category.id, locale).slice(0, TEASER_PER_CATEGORY),
  );
  return (
    <>
      <JsonLd data={websiteJsonLd(locale)} />
      <NoticeBar locale={locale} spot="home" />
      <Hero hero={home.hero} />
      <section aria-label={ui.counters.label} className="bg-brand-900 py-12">
        <Container>
          {/* French groups thousands ("1 154+", OQLF); English keeps the spec's "1154+". */}
          <StatsCounters
            counters={home.counters}
            groupDigits={locale === "fr" ? HTML_LANG.fr : undefined}
          />
          <StandInNote locale={locale} facts={["counters"]} className="mx-auto mt-8 text-sm" />
        </Container>
      </section>
      <ServicesTeaser teaser={home.servicesTeaser} services={teaserServices} locale={locale} />
      <TeamStrip strip={home.teamStrip} />
      <WhyChooseUs id="why-choose-us-heading" block={home.whyChooseUs} />
      <ProcessSteps process={home.process} />
      <TestimonialsPreview
        block={home.testimonials}
        testimonials={getTestimonials(locale, HOME_TESTIMONIALS)}
        note={getPages(locale).testimonials.note}
        locale={locale}
      />
      <QuoteCta id="home-cta-heading" locale={locale} />
    </>
  );
}
