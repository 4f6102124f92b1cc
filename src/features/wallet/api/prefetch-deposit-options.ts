import { isTrialType } from '@contract/members';
import { fetchQuery } from '@/lib/query/client';
import { sessionState } from '@/lib/session';
import { getDepositOptionsQueryOptions } from './deposit';

/**
 * Starts the deposit channels while the deposit page's own code and texts are still arriving,
 * so the form does not wait for them one after the other. A visitor or a trial account (who
 * cannot deposit) reads nothing; a failure is the page's to show when it asks itself.
 *
 * While the first screen the server painted is up (the channels, see
 * server/src/http/deposit-first-screen.ts), the page waits for them: drawn without them, the app
 * would swap the painted channels for a loading state and then draw them again.
 */
export function prefetchDepositOptions(): Promise<void> | undefined {
  const session = sessionState.info;
  if (!session || isTrialType(session.type) || session.onBreak) return undefined;
  const options = fetchQuery(getDepositOptionsQueryOptions()).then(
    () => undefined,
    () => undefined,
  );
  return document.querySelector('.boot') ? options : undefined;
}
