import { useTranslation } from '@/lib/use-translation';
import type { ApiFailure } from '@/lib/api-client';
import { Icon } from './icons';

/** The dictionary message for a failed load: no network, a slow one, or anything else. */
export function failureMessageKey(failure: Pick<ApiFailure, 'kind'> | null): 'noInternet' | 'slowConnection' | 'loadFailed' {
  if (failure?.kind === 'offline') return 'noInternet';
  if (failure?.kind === 'timeout') return 'slowConnection';
  return 'loadFailed';
}

/** A failed section: one button that says what went wrong and tries again. */
export function LoadFailed({ failure, onRetry, compact = false }: { failure: ApiFailure | null; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation('errors');
  const key = failureMessageKey(failure);
  return (
    <button type="button" className={`load-failed${compact ? ' load-failed--compact' : ''}`} onClick={onRetry}>
      <Icon name={key === 'noInternet' ? 'wifiOff' : 'refresh'} size={22} />
      <span>{t(key)}</span>
      {key !== 'loadFailed' && <span className="load-failed__hint">{t('tapToRetry')}</span>}
    </button>
  );
}

/** A page that could not load at all (its code or its data): never a white screen. */
export function PageLoadFailed({ onRetry }: { onRetry: () => void }) {
  const online = typeof navigator === 'undefined' || navigator.onLine;
  return (
    <div className="page-failed">
      <LoadFailed failure={online ? null : ({ kind: 'offline' } as ApiFailure)} onRetry={onRetry} />
    </div>
  );
}
