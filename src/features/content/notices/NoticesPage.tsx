import '../content.css';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { isTrialType } from '@contract/members';
import type { Announcement } from '@contract/domain';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { RichContent } from '@/components/ui/RichContent';
import { useHydrated } from '@/lib/hydration';
import { useContentLanguage } from '@/lib/i18n';
import { peekQuery } from '@/lib/query/client';
import { UNNAMED_MEMBER, useSession } from '@/lib/session';
import { setUnread } from '@/lib/unread';
import { getNoticesQueryOptions, useNotices, type NoticePage } from '../api/reads';
import { SavedCopyNotice } from '../components/SavedCopyNotice';
import { markRead, readMarks } from './mark-read';
import { plainText } from './plain-text';

// The popular announcements are cached once shown, not precached: offline before that, the page shows without them.
const PopularAnnouncements = lazy((): Promise<{ default: ComponentType }> =>
  import('@/components/announcements/PopularAnnouncements').catch(() => ({ default: () => null })),
);

/** Who marks notices read: a member, not a visitor, and never a trial account (which counts every notice as read). */
function useReader(): string | null {
  const info = useSession();
  return info && !isTrialType(info.type) ? info.userName : null;
}

/** Whether a notice counts as read for this reader: the platform's flag or this device's mark. */
function useReadCheck(reader: string | null) {
  const marks = useSnapshot(readMarks).read;
  return (notice: Announcement) => reader === null || notice.read || marks.some((mark) => mark.owner === reader && mark.id === notice.id);
}

/** The unread count of the notices shown feeds the header badge. */
function useUnreadBadge(notices: readonly Announcement[] | undefined, isRead: (notice: Announcement) => boolean) {
  const count = notices ? notices.filter((notice) => !isRead(notice)).length : null;
  useEffect(() => {
    if (count !== null) setUnread('announcements', count);
  }, [count]);
}

/** How many announcements the member has not read yet: the count sits with the announcements themselves. */
function UnreadSummary({ count }: { count: number }) {
  const { t } = useTranslation('content');
  return (
    <p className="notice-summary" data-testid="notice-unread-summary">
      {count > 0 ? t('notice.unreadCount', { count }) : t('notice.allRead')}
    </p>
  );
}

/**
 * The announcements, each an accordion item: title, date, a plain-text preview and, open, the full content. `index` opens one.
 * The popular announcements follow them.
 */
export function NoticesPage({ index }: { index: number }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const owner = useSession()?.userName ?? null;
  const reader = useReader();
  const notices = useNotices(language, owner);
  const isRead = useReadCheck(reader);
  // A page the server drew for a member, who it does not know by name: its list stays on screen until the
  // member's own is in, instead of a loading state between the two.
  const drawnList = owner ? peekQuery<NoticePage>(getNoticesQueryOptions(language, UNNAMED_MEMBER).key).data?.list : undefined;
  const list = notices.data?.list ?? drawnList;
  // Drawn after the page itself, so a page the server drew and the app's first render agree.
  const popularShown = useHydrated();
  useUnreadBadge(list, isRead);

  // The notice opened by `index` is read, unless the platform already has it so.
  const opened = list?.[index];
  const openedUnread = opened && !opened.read ? opened.id : undefined;
  useEffect(() => {
    if (reader && openedUnread !== undefined) markRead(reader, openedUnread);
  }, [reader, openedUnread]);

  if (!list) return notices.status === 'error' ? <LoadFailed failure={notices.failure} onRetry={notices.retry} /> : <PageLoading />;
  return (
    <div className="content-page">
      {reader !== null && list.length > 0 && <UnreadSummary count={list.filter((notice) => !isRead(notice)).length} />}
      {list.length === 0 ? (
        <EmptyState icon="megaphone" message={t('notice.empty')} />
      ) : (
        <ul className="notice-list">
          {list.map((notice, position) => (
            <li key={notice.id}>
              <NoticeItem
                notice={notice}
                read={isRead(notice)}
                initiallyOpen={position === index}
                onOpen={() => reader && !isRead(notice) && markRead(reader, notice.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {popularShown && (
        <Suspense fallback={null}>
          <PopularAnnouncements />
        </Suspense>
      )}
      <SavedCopyNotice shown={notices.saved} />
    </div>
  );
}

function NoticeItem({
  notice,
  read,
  initiallyOpen,
  onOpen,
}: {
  notice: Announcement;
  read: boolean;
  initiallyOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('content');
  const preview = useMemo(() => plainText(notice.content).slice(0, 120), [notice.content]);
  return (
    <details
      className={`accordion notice${read ? '' : ' notice--unread'}`}
      open={initiallyOpen}
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen();
      }}
    >
      <summary className="accordion__summary notice__summary">
        <span className="notice__title">
          {/* A read notice keeps the dot's place: a mark that follows the page the server drew moves no title. */}
          {read ? (
            <span className="notice__dot notice__dot--read" aria-hidden="true" />
          ) : (
            <span className="notice__dot" aria-label={t('notice.unread')} role="img" />
          )}
          {notice.title}
        </span>
        <time className="notice__date" dateTime={notice.startDate}>
          {notice.startDate}
        </time>
        <span className="notice__preview">{preview}</span>
      </summary>
      <div className="accordion__body">
        <RichContent html={notice.content} />
        <Link to="/m/noticeDetail" search={{ id: notice.id }} className="notice__more">
          {t('notice.open')}
          <span className="visually-hidden">: {notice.title}</span>
        </Link>
      </div>
    </details>
  );
}

/** One announcement on its own page: title, start date and content; marked read when shown. */
export function NoticeDetailPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const owner = useSession()?.userName ?? null;
  const reader = useReader();
  const notices = useNotices(language, owner);
  const isRead = useReadCheck(reader);
  useUnreadBadge(notices.data?.list, isRead);
  const notice = id === undefined ? undefined : notices.data?.list.find((entry) => entry.id === id);
  const unreadId = notice && !notice.read ? notice.id : undefined;
  useEffect(() => {
    if (reader && unreadId !== undefined) markRead(reader, unreadId);
  }, [reader, unreadId]);

  if (!notices.data) return notices.status === 'error' ? <LoadFailed failure={notices.failure} onRetry={notices.retry} /> : <PageLoading />;
  return (
    <article className="content-page">
      {notice ? (
        <>
          <h2 className="notice-detail__title">{notice.title}</h2>
          <time className="notice__date" dateTime={notice.startDate}>
            {notice.startDate}
          </time>
          <RichContent html={notice.content} />
        </>
      ) : (
        <p className="content-message" role="alert">
          {t('notice.notFound')}
        </p>
      )}
      <Link to="/m/notice" search={{ index: 0 }} className="btn btn--outline btn--block">
        {t('notice.all')}
      </Link>
      <SavedCopyNotice shown={notices.saved} />
    </article>
  );
}
