import { isTrialType } from '@contract/members';
import { preloadQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getDepositOptionsQueryOptions } from './deposit';

/**
 * The deposit page's loader: its channels travel with the page's code, and the form draws with
 * them. A visitor or a trial account (who cannot deposit) reads nothing; a failure is the page's
 * to show when it asks itself.
 */
export function prefetchDepositOptions(): Promise<void> | undefined {
  const session = sessionState.info;
  if (!session || isTrialType(session.type) || session.onBreak) return undefined;
  return preloadQuery(getDepositOptionsQueryOptions());
}
