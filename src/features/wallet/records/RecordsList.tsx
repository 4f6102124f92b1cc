import '../wallet.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import type { IconName } from '@/components/ui/icons';
import type { RecordsView } from './use-records';

/**
 * A records list: its rows, the next page loaded as the last row scrolls into view (and by
 * a button, for keyboards and screen readers), an empty state and a retry after a failure.
 */
export function RecordsList<T extends { id: number | string }>({
  view,
  row,
  emptyIcon,
  label,
}: {
  view: RecordsView<T>;
  row: (item: T) => ReactNode;
  emptyIcon: IconName;
  label: string;
}) {
  const { t } = useTranslation('wallet');
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { loadMore, more } = view;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !more || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, more]);

  if (view.status === 'error' && view.rows.length === 0) return <LoadFailed failure={view.failure} onRetry={view.retry} />;
  if (view.status === 'ready' && view.rows.length === 0) return <EmptyState icon={emptyIcon} message={t('records.empty')} />;
  return (
    <>
      <ul className="record-list" aria-label={label} aria-busy={view.status === 'loading'}>
        {view.rows.map((item) => (
          <li key={item.id} className="record">
            {row(item)}
          </li>
        ))}
      </ul>
      {view.status === 'loading' && <p className="wallet-facts records-status">{t('records.loading')}</p>}
      {view.status === 'error' && <LoadFailed failure={view.failure} onRetry={view.retry} compact />}
      {view.more && view.status === 'ready' && (
        <div ref={sentinel}>
          <button type="button" className="btn btn--outline btn--block" onClick={loadMore}>
            {t('records.more')}
          </button>
        </div>
      )}
      {!view.more && view.status === 'ready' && <p className="wallet-facts records-status">{t('records.end')}</p>}
    </>
  );
}
