import { render, screen, within } from "@testing-library/react";
import type * as Rtl from "@testing-library/react/pure";
import { removeScratch, scratchCopy } from "@/__tests__/support/scratch-content";
import { REAL, realBusiness, realEntries } from "@/__tests__/support/real-content";
import type * as ReviewPageModule from "@/components/pages/review-page";
import { ReviewPage } from "@/components/pages/review-page";
import { getPages, getProjects, getSite, router } from "@/lib/content";
import { metadataFor } from "@/lib/site/page-meta";
import { absoluteUrl } from "@/lib/site/seo";

/*
 * The page the crew sends after every job (docs/decisions/0016): the same for every client,
 * no question that sorts them, nothing offered, one link per review profile, and a WhatsApp
 * message the client sends themself.
 */

/** The page rendered with the content of a scratch copy (its own module registry). */
function renderWith(dir: string, locale: "en" | "fr") {
  const before = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  try {
    jest.isolateModules(() => {
      const { render: pureRender } = jest.requireActual<typeof Rtl>("@testing-library/react/pure");
      document.body.innerHTML = "";
      const { ReviewPage: Page } = jest.requireActual<typeof ReviewPageModule>(
        "@/components/pages/review-page",
      );
      pureRender(<Page locale={locale} />);
    });
  } finally {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  }
}

const shareText = (link: HTMLElement) =>
  new URL(link.getAttribute("href")!).searchParams.get("text");

describe.each(["en", "fr"] as const)("the review page (%s)", (locale) => {
  const page = getPages(locale).review;

  it("asks nothing of the client: no form, no rating, no question", () => {
    const { container } = render(<ReviewPage locale={locale} />);
    expect(screen.getByRole("heading", { level: 1, name: page.heading })).toBeInTheDocument();
    expect(container.querySelector("form, input, select, textarea, button")).toBeNull();
    expect(screen.queryByRole("radio")).toBeNull();
    expect(container.textContent).not.toMatch(/\?/);
  });

  it("sends no one to an example profile while the profiles are stand-ins", () => {
    render(<ReviewPage locale={locale} />);
    const reviews = screen.getByRole("region", { name: page.reviews.heading });
    expect(within(reviews).queryByRole("link")).toBeNull();
    expect(within(reviews).getByText(page.reviews.none)).toBeInTheDocument();
  });

  it("writes a WhatsApp message with the website's address for the client to send", () => {
    render(<ReviewPage locale={locale} />);
    const referral = screen.getByRole("region", { name: page.referral.heading });
    const links = within(referral).getAllByRole("link");
    // Every project is an example today: only the website is offered.
    expect(getProjects(locale).every((project) => project.standIn)).toBe(true);
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(shareText(links[0]!)).toContain(absoluteUrl(router.page("home", locale)));
    expect(shareText(links[0]!)).toContain(getSite(locale).name);
  });

  it("is noindex", () => {
    expect(metadataFor("review", locale, page.meta).robots).toEqual({
      index: false,
      follow: false,
    });
    expect(metadataFor("faq", locale, getPages(locale).faq.meta).robots).toBeUndefined();
  });
});

it("once real, links to each review profile and offers each project's story", () => {
  const dir = scratchCopy();
  try {
    realBusiness(dir);
    realEntries(dir);
    renderWith(dir, "en");
    const reviews = screen.getByRole("region", { name: getPages("en").review.reviews.heading });
    expect(
      within(reviews)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(REAL.reviews.map((profile) => [`Review us on ${profile.site}`, profile.leave]));
    const referral = screen.getByRole("region", { name: getPages("en").review.referral.heading });
    const stories = within(referral).getAllByRole("link").slice(1);
    expect(stories).toHaveLength(getProjects("en").length);
    for (const [index, project] of getProjects("en").entries()) {
      expect(stories[index]).toHaveTextContent(`Share “${project.title}” on WhatsApp`);
      expect(shareText(stories[index]!)).toContain(absoluteUrl(project.href));
    }
  } finally {
    removeScratch(dir);
  }
});
