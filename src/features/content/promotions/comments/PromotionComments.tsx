import './comments.css';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PromotionComment } from '@contract/comments';
import { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { signedInKindOf, useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { loadOlderComments, usePromotionComments } from '../../api/comments';
import { CommentItem } from './CommentItem';

// Only a member who may comment loads the form; without the network and never loaded before, the list shows alone.
const CommentForm = lazy((): Promise<{ default: ComponentType<{ promotionId: number }> }> =>
  import('./CommentForm').catch(() => ({ default: () => null })),
);

/**
 * A promotion's comments, newest first, with older ones on request; above them, the form for a
 * member, a log-in link for a visitor, or why a trial account or a player on a break cannot comment.
 */
export default function PromotionComments({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation(['comments', 'errors']);
  const router = useRouter();
  const session = useSession();
  const kind = signedInKindOf(session);
  const first = usePromotionComments(promotionId);
  const [older, setOlder] = useState<{ after: number; list: PromotionComment[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailure, setOlderFailure] = useState<string | null>(null);

  const page = first.data;
  // Older pages belong to the first page they were read after: a new comment (a fresh first page) starts them again.
  const newestId = page?.list[0]?.id ?? 0;
  const shownOlder = older && older.after === newestId ? older : null;
  const list = [...(page?.list ?? []), ...(shownOlder?.list ?? [])];
  const hasMore = shownOlder ? shownOlder.hasMore : (page?.hasMore ?? false);

  const readOlder = async () => {
    const oldest = list.at(-1);
    if (!oldest) return;
    setLoadingOlder(true);
    setOlderFailure(null);
    try {
      const next = await loadOlderComments(promotionId, oldest.id);
      setOlder({ after: newestId, list: [...(shownOlder?.list ?? []), ...next.list], hasMore: next.hasMore });
    } catch (error) {
      if (error instanceof ApiFailure) setOlderFailure(errorMessage(t, error));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section className="promo-comments" aria-labelledby="promo-comments-title">
      <h2 id="promo-comments-title" className="promo-comments__title">
        {t('title')}
      </h2>
      {kind === 'member' && (
        <Suspense fallback={null}>
          <CommentForm promotionId={promotionId} />
        </Suspense>
      )}
      {kind === null && (
        <Link to="/m/login" search={{ redirect: router.state.location.href }} className="btn btn--gold btn--block">
          {t('logIn')}
        </Link>
      )}
      {kind === 'trial' && <p className="promo-comments__closed">{t('trial')}</p>}
      {kind === 'break' && <p className="promo-comments__closed">{t('break')}</p>}
      {!page && first.status === 'error' && (
        <p className="promo-comments__failed" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="btn btn--outline btn--small" onClick={first.retry}>
            {t('errors:tapToRetry')}
          </button>
        </p>
      )}
      {page && list.length === 0 && <p className="promo-comments__empty">{t('empty')}</p>}
      {list.length > 0 && (
        <ul className="promo-comments__list" aria-labelledby="promo-comments-title">
          {list.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
      {olderFailure && (
        <p className="form-field__error" role="alert">
          {olderFailure}
        </p>
      )}
      {hasMore && (
        <button type="button" className="btn btn--outline btn--block" disabled={loadingOlder} onClick={() => void readOlder()}>
          {t('more')}
        </button>
      )}
    </section>
  );
}
