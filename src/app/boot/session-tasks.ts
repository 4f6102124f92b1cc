import { subscribe } from 'valtio';
import { renewMember } from '@/lib/member';
import { keepsSignIn, sessionState } from '@/lib/session';
import { afterInteractive } from '@/lib/idle';
import { clearUnread } from '@/lib/unread';
import { refreshBalance } from '@/lib/wallet';

/**
 * Whenever a session starts (at load or after logging in) the member is renewed and the
 * balance fetched, and once the page is up the inbox and chat counts follow (their code is not
 * part of the first visit); when it ends the unread counts go, and a device kept signed in resumes.
 */
export function startSessionTasks(): void {
  let activeToken: string | null = null;
  const onSessionChange = () => {
    const token = sessionState.info?.token ?? null;
    if (token === activeToken) return;
    activeToken = token;
    if (!token) {
      clearUnread();
      // A session that ended on its own (idle, expired) on a device kept signed in comes back.
      if (keepsSignIn()) void import('@/lib/kept-sign-in').then(({ resumeKeptSignIn }) => resumeKeptSignIn());
      return;
    }
    afterInteractive(() => void import('@/lib/unread-counts').then((counts) => counts.startUnreadCounts()));
    void renewMember().catch(() => undefined);
    void refreshBalance().catch(() => undefined);
  };
  onSessionChange();
  subscribe(sessionState, onSessionChange);
}
