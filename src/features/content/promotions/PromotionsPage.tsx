import '../content.css';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Announcement } from '@contract/domain';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { RichContent } from '@/components/ui/RichContent';
import { useContentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useActivityStates, usePromotions } from '../api/reads';
import { SavedCopyNotice } from '../components/SavedCopyNotice';
import { promotionPeriod } from '../dates';
import { ActivityAction } from './ActivityAction';
import { CommentsSlot } from './CommentsSlot';
import { OfficialChannels } from './OfficialChannels';

const imageOf = (promotion: Announcement, sequence: number) =>
  promotion.announcementImages.find((image) => image.sequence === sequence)?.url ??
  promotion.announcementImages.find((image) => image.sequence === 1)?.url;

/** A promotion shows when its categories include the selected one, or when none is selected. */
export const inCategory = (promotion: Announcement, category: number | null) =>
  category === null || promotion.promoAnnouncementCategoryIds.includes(category);

/**
 * The promotions: the list with its category filter, or one promotion's detail when `id` names
 * one that exists. An id that names none shows the list and says so.
 */
export function PromotionsPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation('content');
  const language = useContentLanguage();
  const owner = useSession()?.userName ?? null;
  const promotions = usePromotions(language, owner);
  const states = useActivityStates(language, owner);
  const [category, setCategory] = useState<number | null>(null);

  const data = promotions.data;
  if (!data) {
    return promotions.status === 'error' ? <LoadFailed failure={promotions.failure} onRetry={promotions.retry} /> : <PageLoading />;
  }
  const stateOf = (promotionId: number) => states.data?.list.find((entry) => entry.id === promotionId)?.state;
  const chosen = id === undefined ? undefined : data.promotion.find((promotion) => promotion.id === id);
  const saved = promotions.saved;

  if (chosen) {
    const image = imageOf(chosen, 2);
    return (
      <article className="content-page promo-detail">
        {image && <img className="promo-detail__image" src={image} alt="" width={750} height={375} />}
        <h2 className="promo-detail__title">{chosen.title}</h2>
        <p className="promo-period">
          <span className="visually-hidden">{t('activity.period')}: </span>
          {promotionPeriod(chosen, t('activity.longTerm'))}
        </p>
        <ActivityAction id={chosen.id} state={stateOf(chosen.id)} />
        <RichContent html={chosen.content} />
        <OfficialChannels />
        <Link to="/m/activity" search={{}} className="btn btn--outline btn--block">
          {t('activity.all')}
        </Link>
        <CommentsSlot promotionId={chosen.id} />
        <SavedCopyNotice shown={saved} />
      </article>
    );
  }

  const shown = data.promotion.filter((promotion) => inCategory(promotion, category));
  return (
    <div className="content-page">
      {id !== undefined && (
        <p className="content-message" role="alert">
          {t('activity.notFound')}
        </p>
      )}
      {data.categories.length > 0 && (
        <div className="chips" role="group" aria-label={t('activity.categories')}>
          <button type="button" className="chip" aria-pressed={category === null} onClick={() => setCategory(null)}>
            {t('activity.allCategories')}
          </button>
          {data.categories.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className="chip"
              aria-pressed={category === entry.id}
              onClick={() => setCategory(entry.id)}
            >
              {entry.name}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState icon="gift" message={t('activity.empty')} />
      ) : (
        <ul className="promo-list">
          {shown.map((promotion, position) => (
            <li key={promotion.id}>
              <details className="accordion promo-item">
                <summary className="accordion__summary">
                  {imageOf(promotion, 1) && (
                    <img
                      className="promo-item__cover"
                      src={imageOf(promotion, 1)}
                      alt=""
                      width={750}
                      height={300}
                      // The first covers are the page's largest paint: fetched at once; the rest as they near the screen.
                      loading={position < 2 ? 'eager' : 'lazy'}
                      fetchPriority={position === 0 ? 'high' : 'auto'}
                    />
                  )}
                  <span className="promo-item__title">{promotion.title}</span>
                </summary>
                <div className="accordion__body">
                  <p className="promo-period">{promotionPeriod(promotion, t('activity.longTerm'))}</p>
                  <div className="promo-item__actions">
                    <ActivityAction id={promotion.id} state={stateOf(promotion.id)} />
                    <Link to="/m/activityDetail" search={{ id: promotion.id }} className="btn btn--outline">
                      {t('activity.seeAll')}
                      <span className="visually-hidden">: {promotion.title}</span>
                    </Link>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
      <SavedCopyNotice shown={saved} />
    </div>
  );
}
