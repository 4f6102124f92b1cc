import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@contract/domain';
import { Icon } from '@/components/ui/icons';
import { formatBadge } from '@/lib/format';
import { useUnread } from '@/lib/unread';

/** The marquee moves about 30 px a second (one pixel a frame at 30 fps). */
const MARQUEE_PX_PER_SECOND = 30;

/** Announcement titles running across one line; it opens the announcements page. */
export function NoticeMarquee({ notices, loading }: { notices: readonly Announcement[]; loading: boolean }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  // The unread announcements are counted where they are opened from.
  const unread = useUnread().announcements;
  const text = useRef<HTMLSpanElement>(null);
  const [duration, setDuration] = useState(0);
  const titles = notices.map((notice) => notice.title);
  const joined = titles.join('\n');

  useEffect(() => {
    const element = text.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The text starts just off the right edge (its left padding is the window's width) and runs until it has left.
    // Measured when the browser reports the size after its own layout, never by forcing one while the page is built.
    const observer = new ResizeObserver(() => setDuration(element.scrollWidth / MARQUEE_PX_PER_SECOND));
    observer.observe(element);
    return () => observer.disconnect();
  }, [joined]);

  const open = () => void navigate({ to: '/m/notice', search: { index: 0, referrer: '/m/home' } });
  return (
    <button type="button" className="marquee" onClick={open} data-testid="notice-marquee">
      <Icon name="megaphone" size={20} />
      <span className="visually-hidden">{t('notices')}: </span>
      <span className="marquee__window">
        {titles.length > 0 ? (
          <span ref={text} className="marquee__text" style={duration ? { animationDuration: `${duration}s` } : { visibility: 'hidden' }}>
            {titles.map((title, index) => (
              <span key={index} className="marquee__item">
                {title}
              </span>
            ))}
          </span>
        ) : (
          <span ref={text} className="marquee__empty">
            {loading ? '' : t('noAnnouncement')}
          </span>
        )}
      </span>
      {unread > 0 && (
        <span className="marquee__count" data-testid="notice-unread">
          <span aria-hidden="true">{formatBadge(unread)}</span>
          <span className="visually-hidden">{t('unreadNotices', { count: unread })}</span>
        </span>
      )}
    </button>
  );
}
