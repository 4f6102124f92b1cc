import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { CallDef } from '@contract/define';
import { listenToNetwork } from '@/lib/api-client';
import { Icon } from './icons';
import { showToast, TOAST_MS } from './toast';

/**
 * The app-wide line under the header: "No Internet" while the device is offline (or the
 * last call could not reach the platform), "Slow Connection" while a call is taking long.
 * Silent calls never raise it.
 */
export function NetworkNotice() {
  const { t } = useTranslation('errors');
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [slowCalls, setSlowCalls] = useState(0);

  useEffect(() => {
    const goOnline = () => setOffline(false);
    const goOffline = () => setOffline(true);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const slow = new Map<CallDef, number>();
    const failed = new Set<CallDef>();
    const stop = listenToNetwork({
      onSlow: (call) => {
        slow.set(call, (slow.get(call) ?? 0) + 1);
        setSlowCalls(slow.size);
      },
      onSettled: (call) => {
        const pending = (slow.get(call) ?? 0) - 1;
        if (pending > 0) slow.set(call, pending);
        else slow.delete(call);
        setSlowCalls(slow.size);
        // A call that came back means the platform is reachable again.
        if (failed.has(call)) failed.delete(call);
        else if (navigator.onLine) setOffline(false);
      },
      onFailure: (failure, call) => {
        failed.add(call);
        if (failure.kind === 'offline') setOffline(true);
        else if (failure.kind === 'timeout') showToast(t('slowConnection'), { kind: 'error', durationMs: TOAST_MS.short });
        else if (failure.errorCode === 'auth.sessionExpired' || failure.errorCode === 'auth.notLoggedIn') {
          showToast(t('loggedOut'), { kind: 'error', durationMs: TOAST_MS.long });
        } else if (failure.errorCode === 'protection.sessionLimit') {
          showToast(t('codes.sessionLimit'), { kind: 'error', durationMs: TOAST_MS.long });
        }
      },
    });
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      stop();
    };
  }, [t]);

  if (!offline && slowCalls === 0) return null;
  return (
    <div className={`network-notice${offline ? ' network-notice--offline' : ''}`} role="status">
      <Icon name={offline ? 'wifiOff' : 'clock'} size={18} />
      <span>{offline ? t('noInternet') : t('slowConnection')}</span>
    </div>
  );
}
