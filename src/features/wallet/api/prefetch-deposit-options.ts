import { isTrialType } from '@contract/members';
import { fetchQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getDepositOptionsQueryOptions } from './deposit';

/**
 * Starts the deposit channels while the deposit page's own code and texts are still arriving,
 * so the form does not wait for them one after the other. A visitor or a trial account (who
 * cannot deposit) reads nothing; a failure is the page's to show when it asks itself.
 */
export function prefetchDepositOptions(): void {
  const session = sessionState.info;
  if (!session || isTrialType(session.type) || session.onBreak) return;
  fetchQuery(getDepositOptionsQueryOptions()).catch(() => undefined);
}
