import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { createMemberRepository, type NewMember } from './members';

/**
 * scrypt hashes (N = 2^17) of the demo passwords, made once with passwords.ts so that
 * seeding does not spend seconds hashing: Demo1234, Agent1234 and Player1234.
 */
export const DEMO_HASHES = {
  Demo1234: 'scrypt$17$8$1$k8tw7jM22jW8GMojoNn/pA==$mzeMwSDp8qN6wI+EDLsF6McD6B8tC0Wp3ApkWFn7U5c=',
  Agent1234: 'scrypt$17$8$1$1Ris0/oNEa5WZttfpFeSZg==$5+h0nJJ8N+CcfbsxhKUXSTBkGirTpVLXotHb3N1nTmo=',
  Player1234: 'scrypt$17$8$1$8HGjbnlBrcOvXIdgSG7jBw==$aKrAbcVMT4M1T7xmrrm4Afrek+pIEFEniYzT8p/32jU=',
} as const;

type DemoAccount = NewMember & { upline?: string };

/**
 * The demo accounts, one of each member type: players of the non-agent types 0 and 40 and a trial
 * account (4), who sign in through the members' door; agents of types 3 (contracted), 1, 2, 41 and
 * 42, who sign in through the agents' door. agent01 has a sub-agent and players under him.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo',
    passwordHash: DEMO_HASHES.Demo1234,
    type: 0,
    nickname: 'Demo Player',
    clubLabel: 'Silver',
    email: 'demo@example.com',
    countryDialingCode: '63',
    mobileNum: '9170000001',
    birthday: '1990-05-17',
  },
  {
    username: 'agent01',
    passwordHash: DEMO_HASHES.Agent1234,
    // A contracted agent: the contract check skips types 41 and 42.
    type: 3,
    nickname: 'Agent One',
    clubLabel: 'Gold',
    affiliateCode: 'AGENT01',
    email: 'agent01@example.com',
    countryDialingCode: '63',
    mobileNum: '9170000101',
  },
  {
    username: 'agent02',
    passwordHash: DEMO_HASHES.Agent1234,
    type: 42,
    nickname: 'Agent Two',
    affiliateCode: 'AGENT02',
    upline: 'agent01',
  },
  {
    username: 'player01',
    passwordHash: DEMO_HASHES.Player1234,
    type: 0,
    nickname: 'Player One',
    upline: 'agent01',
    email: 'player01@example.com',
    countryDialingCode: '63',
    mobileNum: '9170000002',
  },
  { username: 'player02', passwordHash: DEMO_HASHES.Player1234, type: 40, nickname: null, upline: 'agent01' },
  { username: 'player03', passwordHash: DEMO_HASHES.Player1234, type: 0, nickname: 'Tres Manalo', upline: 'agent02' },
  // A trial account with a password, so the trial's limits can be seen without starting a free-play session.
  { username: 'guest04', passwordHash: DEMO_HASHES.Player1234, type: 4, nickname: null },
  // Agents of the other types: 1 and 2 are agents too (and 2 may not transfer to an upline); 41, like 42, is never asked about contracts.
  { username: 'agent11', passwordHash: DEMO_HASHES.Agent1234, type: 1, nickname: 'Agent Type One', affiliateCode: 'AGENT11' },
  { username: 'agent12', passwordHash: DEMO_HASHES.Agent1234, type: 2, nickname: 'Agent Type Two', affiliateCode: 'AGENT12' },
  { username: 'agent41', passwordHash: DEMO_HASHES.Agent1234, type: 41, nickname: 'Agent Type Forty-One', affiliateCode: 'AGENT41' },
];

/**
 * Adds the demo accounts to a database that has none of them; a seeded database is left alone.
 * Seeding runs before any app is built, so no member-created handler sees these accounts: their
 * wallets open on first use and the agency seed rebuilds the teams from the upline links.
 */
export async function seedAccounts(db: Database, config: ServerConfig): Promise<void> {
  void config;
  const members = createMemberRepository(db);
  if (await members.byUsername('demo')) return;
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const { upline, ...account } of DEMO_ACCOUNTS) {
      const uplineId = upline ? (ids.get(upline) ?? null) : null;
      const id = await members.insert(tx, { ...account, uplineId, registerMethod: 'SEED' });
      if (id === null) continue;
      ids.set(account.username, id);
    }
  });
}
