import { JsonLd } from "@/components/json-ld";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { QuestionList } from "@/components/questions/question-list";
import { getPages, getQuestions } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { faqJsonLd } from "@/lib/site/structured-data";

/** The general questions (content/questions/general.yml), with the FAQPage data they are. */
export function FaqPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).faq;
  const questions = getQuestions("general", locale);
  return (
    <>
      <JsonLd data={faqJsonLd(questions, locale)} />
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="max-w-4xl py-12">
        <QuestionList questions={questions} />
      </Container>
    </>
  );
}
