import { Credentials } from "@/components/credentials";
import { WhyChooseUs } from "@/components/home/why-choose-us";
import { Photo } from "@/components/photo";
import { QuoteCta } from "@/components/quote-cta";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { getAbout, getSite, getUi } from "@/lib/content";
import { registerChecks } from "@/lib/site/register-checks";
import { type Locale } from "@/lib/schemas/locales";

export function AboutPage({ locale }: { locale: Locale }) {
  const about = getAbout(locale);
  return (
    <>
      <PageHeader title={about.heading} intro={about.intro} />
      <section aria-labelledby="story-heading" className="py-20">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-brand-900">
              {about.story.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted">
              {about.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Photo
            photo={about.photo}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[3/2] rounded-card"
          />
        </Container>
      </section>
      <section aria-label={about.missionAndVisionLabel} className="bg-brand-900 py-16 text-white">
        <Container className="grid gap-8 md:grid-cols-2">
          {[about.mission, about.vision].map((block) => (
            <div key={block.heading} className="rounded-card bg-white/5 p-8">
              <h2 className="text-2xl font-bold">{block.heading}</h2>
              <p className="mt-3 text-lg text-footer-text">{block.body}</p>
            </div>
          ))}
        </Container>
      </section>
      <WhyChooseUs id="reasons-heading" block={about.reasons} tone="plain" />
      <Container className="pb-16">
        <Credentials
          id="credentials-heading"
          credentials={getSite(locale).credentials}
          checks={registerChecks(getSite(locale), locale)}
          labels={getUi(locale).credentials}
          locale={locale}
          className="rounded-card bg-surface p-6 sm:p-8"
        />
      </Container>
      <QuoteCta id="about-cta-heading" locale={locale} />
    </>
  );
}
