import { TextLink } from "@/components/text-link";
import { Container } from "@/components/layout/container";
import { GuideCard } from "@/components/guides/guide-card";
import { QuestionList } from "@/components/questions/question-list";
import { ItemList } from "@/components/item-list";
import { getGuidesFor, getQuestions, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";

/**
 * A service page's questions and answers (content/questions/<service>.yml, the same list as
 * its FAQPage data) and the guides about the service, newest first.
 */
export function ServiceGuidesAndQuestions({
  serviceId,
  locale,
}: {
  serviceId: string;
  locale: Locale;
}) {
  const ui = getUi(locale);
  const questions = getQuestions(serviceId, locale);
  const guides = getGuidesFor(serviceId, locale);
  return (
    <>
      {questions.length > 0 ? (
        <section aria-labelledby="questions-heading" className="pb-16">
          <Container>
            <div className="max-w-3xl">
              <h2
                id="questions-heading"
                className="text-3xl font-bold tracking-tight text-brand-900"
              >
                {ui.questions.heading}
              </h2>
              <div className="mt-6">
                <QuestionList questions={questions} />
              </div>
              <p className="mt-6">
                <TextLink href={router.page("faq", locale)}>{ui.questions.faqLink}</TextLink>
              </p>
            </div>
          </Container>
        </section>
      ) : null}
      {guides.length > 0 ? (
        <section aria-labelledby="service-guides-heading" className="bg-surface py-16">
          <Container>
            <h2
              id="service-guides-heading"
              className="text-3xl font-bold tracking-tight text-brand-900"
            >
              {ui.guides.onService}
            </h2>
            <ItemList
              className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              items={guides}
              render={(guide) => <GuideCard guide={guide} locale={locale} headingLevel="h3" />}
            />
          </Container>
        </section>
      ) : null}
    </>
  );
}
