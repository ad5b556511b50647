import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { NoticeBar } from "@/components/notices/notice-bar";
import { ServiceDetail } from "@/components/services/service-detail";
import { ServiceGuidesAndQuestions } from "@/components/services/service-guides-questions";
import { getQuestions, getRelatedServices, getService } from "@/lib/content";
import { serviceCrumbs } from "@/lib/nav/breadcrumbs";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/site/seo";
import { faqJsonLd } from "@/lib/site/structured-data";
import { type Locale } from "@/lib/schemas/locales";

type ServicePageProps = { categoryId: string; serviceId: string; locale: Locale };

/** A catalogue service's page in the given language. */
export function ServicePage({ categoryId, serviceId, locale }: ServicePageProps) {
  const service = getService(categoryId, serviceId, locale);
  if (!service) notFound();
  const crumbs = serviceCrumbs(service, locale);
  const questions = getQuestions(serviceId, locale);
  return (
    <>
      <JsonLd data={serviceJsonLd(service, locale)} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      {/* FAQPage data only for the questions this page shows (below the description). */}
      {questions.length > 0 ? <JsonLd data={faqJsonLd(questions, locale)} /> : null}
      <NoticeBar locale={locale} spot={{ service: serviceId }} />
      <ServiceDetail
        service={service}
        related={getRelatedServices(categoryId, serviceId, locale)}
        crumbs={crumbs}
        locale={locale}
      >
        <ServiceGuidesAndQuestions serviceId={serviceId} locale={locale} />
      </ServiceDetail>
    </>
  );
}
