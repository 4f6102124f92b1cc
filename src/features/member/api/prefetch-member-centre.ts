import { isTrialType } from '@contract/members';
import { fetchQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getMemberCentreQueryOptions } from './member-centre';

/**
 * Starts the member's overview while the member page's own code is still on its way, so the two
 * travel together instead of one after the other. A visitor or a trial account reads nothing; a
 * failure is the page's to show when it asks itself.
 */
export function prefetchMemberCentre(): void {
  const session = sessionState.info;
  // The server's render has a member's kind, not their session: it reads nothing of theirs.
  if (!session?.token || isTrialType(session.type)) return;
  fetchQuery(getMemberCentreQueryOptions()).catch(() => undefined);
}
