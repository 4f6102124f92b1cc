import { subscribe } from 'valtio';
import { renewMember } from '@/lib/member';
import { sessionState } from '@/lib/session';
import { afterInteractive } from '@/lib/idle';
import { clearUnread } from '@/lib/unread';
import { refreshBalance } from '@/lib/wallet';

/**
 * Whenever a session starts (at load or after logging in) the member is renewed and the
 * balance fetched, and once the page is up the unread counts follow; when it ends the unread counts go.
 */
export function startSessionTasks(): void {
  let activeToken: string | null = null;
  let stopCounts = () => {};
  const onSessionChange = () => {
    const token = sessionState.info?.token ?? null;
    if (token === activeToken) return;
    activeToken = token;
    stopCounts();
    if (!token) {
      clearUnread();
      return;
    }
    // The inbox and chat counts load once the page is up: their code is not part of the first visit.
    let stopped = false;
    let stopLoaded = () => {};
    const cancel = afterInteractive(() => {
      void import('@/lib/unread-counts').then((counts) => {
        if (!stopped) stopLoaded = counts.startUnreadCounts();
      });
    });
    stopCounts = () => {
      stopped = true;
      cancel();
      stopLoaded();
    };
    void renewMember().catch(() => undefined);
    void refreshBalance().catch(() => undefined);
  };
  onSessionChange();
  subscribe(sessionState, onSessionChange);
}
