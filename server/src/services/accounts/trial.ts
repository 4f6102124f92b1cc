import { TRIAL_TYPE, type TrialValue } from '../../../../contract/account';
import { ERROR_CODES } from '../../../../contract/errors';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { EventBus } from '../events';
import type { MemberRepository } from './members';
import { randomDigits } from './secrets';
import type { SessionStore } from './sessions';

const TRIALS_PER_HOUR_PER_ADDRESS = 30;

/** Free-play (trial) accounts: type 4, no password, play money only, one session. */
export function createTrialService(
  db: Database,
  config: ServerConfig,
  members: MemberRepository,
  sessions: SessionStore,
  events: EventBus,
) {
  return {
    enabled: () => config.whitelabel.FREEPLAY3,

    async start(ip: string): Promise<TrialValue> {
      if (!config.whitelabel.FREEPLAY3) throw new ApiError(403, ERROR_CODES.featureOff, 'Free play is not available');
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM members WHERE type = $1 AND register_ip = $2 AND created_at > now() - interval '1 hour'`,
        [TRIAL_TYPE, ip],
      );
      if ((rows[0]?.n ?? 0) >= TRIALS_PER_HOUR_PER_ADDRESS) {
        throw new ApiError(429, ERROR_CODES.tooManyAttempts, 'Too many free-play accounts from this address; try again later');
      }
      return db.transaction(async (tx) => {
        let id: number | null = null;
        let username = '';
        for (let tries = 0; id === null && tries < 5; tries++) {
          username = `trial${randomDigits(8)}`;
          id = await members.insert(tx, { username, passwordHash: null, type: TRIAL_TYPE, registerMethod: 'TRIAL', registerIp: ip });
        }
        if (id === null) throw new Error('could not name a trial account');
        await events.emit('memberCreated', tx, { id, type: TRIAL_TYPE, username, trial: true });
        const token = await sessions.create(tx, id, ip);
        await members.markLoggedIn(tx, id);
        return { token, userName: username, customerType: TRIAL_TYPE, firstTimeLogin: true, merchantCode: config.merchantCode };
      });
    },
  };
}
