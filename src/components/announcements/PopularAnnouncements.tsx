import './popular-announcements.css';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '@/components/ui/icons';
import { RichContent } from '@/components/ui/RichContent';
import { useContentLanguage } from '@/lib/i18n';
import { usePopularAnnouncements } from './popular-announcements-query';

/**
 * The platform's popular announcements (hot news): each title and start date, opening to its
 * content. Shown only when there are some; offline, its stored copy shows, as the page's own lists do.
 */
export default function PopularAnnouncements() {
  const { t } = useTranslation('panels');
  const headingId = useId();
  const { data } = usePopularAnnouncements(useContentLanguage());
  if (!data || data.length === 0) return null;
  return (
    <section className="popular-announcements" aria-labelledby={headingId} data-testid="popular-announcements">
      <h2 id={headingId} className="popular-announcements__title">
        <Icon name="megaphone" size={20} />
        {t('announcements.title')}
      </h2>
      <ul className="popular-announcements__list">
        {data.map((announcement) => (
          <li key={announcement.id}>
            <details className="popular-announcements__item">
              <summary className="popular-announcements__summary">
                <span className="popular-announcements__name">{announcement.title}</span>
                <time className="popular-announcements__date" dateTime={announcement.startDate}>
                  {announcement.startDate}
                </time>
              </summary>
              <RichContent html={announcement.content} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
