import { Container } from "@/components/layout/container";
import { Notice } from "@/components/notices/notice";
import { TextLink } from "@/components/text-link";
import { getNoticeLabels, getNotices, type NoticeSpot } from "@/lib/content";
import { ottawaDayEnd } from "@/lib/locale/ottawa-day";
import { withBasePath } from "@/lib/nav/hrefs";
import { type Locale } from "@/lib/schemas/locales";

/**
 * The notices of one spot (every page's bar, the home page, a service page), as this build
 * sees them: current ones, and on a preview the upcoming ones with their "Scheduled from" mark.
 * Each has its conditions and last day beside its message (Competition Act for offers).
 */
export function NoticeBar({ locale, spot }: { locale: Locale; spot: NoticeSpot }) {
  const notices = getNotices(spot, locale);
  if (notices.length === 0) return null;
  const labels = getNoticeLabels(locale);
  return notices.map((notice) => {
    const labelId = `notice-${notice.id}-message`;
    return (
      <Notice
        key={notice.id}
        id={notice.id}
        endsAt={notice.lastDay ? ottawaDayEnd(notice.lastDay) : undefined}
        labelId={labelId}
        dismissLabel={labels.dismiss}
      >
        <Container className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5 pr-16 sm:pr-20 lg:pr-20">
          {notice.scheduled ? (
            <strong
              data-notice-scheduled=""
              className="rounded-sm bg-accent-400 px-2 py-0.5 text-xs font-bold text-ink"
            >
              {notice.scheduled}
            </strong>
          ) : null}
          <p id={labelId} className="font-medium">
            {notice.message}
          </p>
          {notice.conditions ? <p className="text-muted">{notice.conditions}</p> : null}
          {notice.until ? (
            <p className="text-muted">
              <time dateTime={notice.lastDay}>{notice.until}</time>
            </p>
          ) : null}
          {notice.link ? (
            // A plain link: the next page loads whole, so its campaign code is read on arrival.
            <TextLink href={withBasePath(notice.link.href)} plain>
              {notice.link.label}
            </TextLink>
          ) : null}
        </Container>
      </Notice>
    );
  });
}
