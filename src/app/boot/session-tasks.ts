import { subscribe } from 'valtio';
import { renewMember } from '@/lib/member';
import { sessionState } from '@/lib/session';
import { clearUnread } from '@/lib/unread';
import { refreshBalance } from '@/lib/wallet';

/**
 * Whenever a session starts (at load or after logging in) the member is renewed and the
 * balance fetched; when it ends the unread counts go.
 */
export function startSessionTasks(): void {
  let activeToken: string | null = null;
  const onSessionChange = () => {
    const token = sessionState.info?.token ?? null;
    if (token === activeToken) return;
    activeToken = token;
    if (!token) {
      clearUnread();
      return;
    }
    void renewMember().catch(() => undefined);
    void refreshBalance().catch(() => undefined);
  };
  onSessionChange();
  subscribe(sessionState, onSessionChange);
}
