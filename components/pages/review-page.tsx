import { Icon } from "@/components/icon";
import { Container } from "@/components/layout/container";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { Section } from "@/components/layout/section";
import { getPages, getProjects, getSite, getUi, router } from "@/lib/content";
import { type Locale } from "@/lib/schemas/locales";
import { absoluteUrl } from "@/lib/site/seo";
import { cn, format } from "@/lib/site/utils";
import { whatsappShareUrl } from "@/lib/quote/whatsapp";

const WRAP = "whitespace-normal text-center";

/**
 * The page the crew sends every client after a job (docs/decisions/0016): the same for all,
 * with no question that would sort them, a link to each review profile, and a WhatsApp message
 * the client may send to someone they know: the website, or the story of a finished job. The
 * messages are written here at build time; nothing a visitor types reaches any address.
 */
export function ReviewPage({ locale }: { locale: Locale }) {
  const page = getPages(locale).review;
  const site = getSite(locale);
  const ui = getUi(locale);
  // Never send a client to an example profile, nor a neighbour to an example project.
  const profiles = site.standIn?.reviews ? [] : (site.credentials.reviews ?? []);
  const stories = getProjects(locale).filter((project) => !project.standIn);
  const home = absoluteUrl(router.page("home", locale));
  const share = (text: string, label: string) => (
    <a
      href={whatsappShareUrl(text)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: "whatsapp", size: "lg" }), WRAP)}
    >
      <Icon name="whatsapp" />
      {label}
      <span className="sr-only"> {ui.cta.newWindow}</span>
    </a>
  );
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <Container className="grid gap-12 py-16 lg:grid-cols-2">
        <Section id="reviews-heading" heading={page.reviews.heading}>
          <p className="mt-3 text-lg text-muted">{page.reviews.body}</p>
          {profiles.length ? (
            <ul className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {profiles.map((profile) => (
                <li key={profile.site}>
                  <a
                    href={profile.leave}
                    className={cn(buttonVariants({ variant: "outline", size: "lg" }), WRAP)}
                  >
                    {format(page.reviews.link, { site: profile.site })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-lg text-muted">{page.reviews.none}</p>
          )}
        </Section>
        <Section id="referral-heading" heading={page.referral.heading}>
          <p className="mt-3 text-lg text-muted">{page.referral.body}</p>
          <div className="mt-6">
            {share(
              format(page.referral.message, { name: site.name, link: home }),
              page.referral.share,
            )}
          </div>
          {stories.length ? (
            <>
              <h3 className="mt-10 text-xl font-semibold text-brand-900">
                {page.referral.storiesHeading}
              </h3>
              <ul className="mt-4 grid gap-3">
                {stories.map((story) => (
                  <li key={story.id}>
                    {share(
                      format(page.referral.storyMessage, {
                        name: site.name,
                        link: absoluteUrl(story.href),
                      }),
                      format(page.referral.shareStory, { title: story.title }),
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      </Container>
    </>
  );
}
