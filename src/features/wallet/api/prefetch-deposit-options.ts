import { isTrialType } from '@contract/members';
import { preloadQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getDepositChannelsQueryOptions, getDepositOptionsQueryOptions } from './deposit';

/**
 * The deposit page's loader: its channels travel with the page's code, and the form draws with
 * them (the member's bonuses with them in the browser). A visitor or a trial account (who cannot deposit) reads nothing; a failure is the page's
 * to show when it asks itself.
 */
export function prefetchDepositOptions(): Promise<void> | undefined {
  const session = sessionState.info;
  if (!session || isTrialType(session.type) || session.onBreak) return undefined;
  // The server's render knows that a member is signed in, not who: it draws the operator's channels.
  if (!session.token) return preloadQuery(getDepositChannelsQueryOptions());
  return preloadQuery(getDepositOptionsQueryOptions());
}
