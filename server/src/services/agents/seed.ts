import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { DAY_MS, HOUR_MS, startOfDay, startOfMonth } from './periods';
import { rebuildTeams } from './team';

/** Days of team history the demo agent starts with. */
const TEAM_HISTORY_DAYS = 90;
const SEED_METHOD = 'SEED-TEAM';

const NAMES = [
  'juan',
  'maria',
  'jose',
  'ana',
  'pedro',
  'rosa',
  'carlo',
  'liza',
  'mark',
  'joy',
  'paolo',
  'grace',
  'miguel',
  'bea',
  'rico',
  'nina',
  'jun',
  'tess',
  'ramon',
  'luz',
  'dante',
  'ella',
  'noel',
  'cora',
  'enzo',
  'mila',
  'arnel',
  'ivy',
  'romy',
  'lorna',
  'benjie',
  'daisy',
  'gardo',
  'aileen',
  'jomar',
  'kring',
] as const;

/** Who sits under whom: two sub-agents of agent01's own, and members under agent01 and each of its agents. */
const UPLINE_OF_MEMBERS: readonly (readonly [string, number])[] = [
  ['agent01', 18],
  ['agent02', 5],
  ['agent03', 7],
  ['agent04', 6],
];

interface TeamRow {
  username: string;
  type: number;
  nickname: string | null;
  upline: string;
  affiliate: string | null;
  created: string;
}

/** The team as rows, the same on every start for the same day. */
function teamRows(now: number): TeamRow[] {
  const rows: TeamRow[] = [
    {
      username: 'agent03',
      type: 3,
      nickname: 'Agent Three',
      upline: 'agent01',
      affiliate: 'AGENT03',
      created: new Date(now - 97 * DAY_MS).toISOString(),
    },
    {
      username: 'agent04',
      type: 3,
      nickname: 'Agent Four',
      upline: 'agent01',
      affiliate: 'AGENT04',
      created: new Date(now - 95 * DAY_MS).toISOString(),
    },
  ];
  let i = 0;
  for (const [upline, count] of UPLINE_OF_MEMBERS) {
    for (let k = 0; k < count; k++, i++) {
      const name = NAMES[i % NAMES.length]!;
      // Two joined today, the rest over the last three months.
      const ago = i < 2 ? (i + 1) * 40 * 60_000 : (((i * 37) % 93) + 1) * DAY_MS + (i % 7) * HOUR_MS;
      rows.push({
        username: `${name}${1980 + i}`,
        // Players of the non-agent types (0 and 40): a type 1 or 2 would be an agent.
        type: i % 5 === 0 ? 40 : 0,
        nickname: i % 4 === 0 ? null : `${name[0]!.toUpperCase()}${name.slice(1)} ${String.fromCharCode(65 + (i % 26))}.`,
        upline,
        affiliate: null,
        created: new Date(now - ago).toISOString(),
      });
    }
  }
  return rows;
}

/**
 * The demo agent's agency: two levels of downline (agents and members) with three months of
 * deposits, bets and wins on their REAL wallets, their last logins, and agent01's contracts (one
 * in force of each kind, an earlier salary contract, and a salary offer waiting for an answer).
 * Written set-based, a handful of statements, because the server seeds on every fresh start.
 * Runs once: a database that already has the team is left alone.
 */
export async function seedAgency(db: Database, config: ServerConfig, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const seen = await tx.query('SELECT 1 FROM members WHERE register_method = $1 LIMIT 1', [SEED_METHOD]);
    if (seen.rows.length > 0) return;
    const agent = await tx.query<{ id: unknown }>("SELECT id FROM members WHERE username_key = 'agent01'");
    const agentId = Number(agent.rows[0]?.id ?? 0);
    if (!agentId) return;

    // Members in upline order (the agents first), the demo players' password for all.
    await tx.query(
      `INSERT INTO members (username, username_key, password_hash, type, nickname, affiliate_code, upline_id, register_method, created_at, first_login_at)
       SELECT v.username, lower(v.username), (SELECT password_hash FROM members WHERE username_key = 'player01'), v.type, v.nickname,
              v.affiliate, NULL, $2, v.created, v.created
       FROM jsonb_to_recordset($1::jsonb) AS v(username text, type int, nickname text, upline text, affiliate text, created timestamptz)`,
      [JSON.stringify(teamRows(now)), SEED_METHOD],
    );
    await tx.query(
      `UPDATE members m SET upline_id = u.id
       FROM jsonb_to_recordset($1::jsonb) AS v(username text, upline text), members u
       WHERE m.username_key = lower(v.username) AND u.username_key = v.upline`,
      [JSON.stringify(teamRows(now).map(({ username, upline }) => ({ username, upline })))],
    );
    await rebuildTeams(tx);
    await tx.query(
      `INSERT INTO wallets (member_id, kind, currency, balance) SELECT id, 'REAL', $2, 0 FROM members WHERE register_method = $1`,
      [SEED_METHOD, config.currency.code],
    );

    // Every third day a member deposits in the morning and bets three times at noon (Manila), a
    // fifth of the deposit each; about half the bets win. A day never spends more than its deposit.
    const historyStart = new Date(startOfDay(now) - TEAM_HISTORY_DAYS * DAY_MS);
    await tx.query(
      `WITH team AS (
         SELECT m.id AS member_id, w.id AS wallet_id, m.created_at, row_number() OVER (ORDER BY m.id)::int AS n
         FROM members m JOIN wallets w ON w.member_id = m.id AND w.kind = 'REAL' WHERE m.register_method = $3
       ),
       days AS (
         SELECT t.wallet_id, t.n, d, $1::timestamptz + d * interval '1 day' AS day_start, (100 * (1 + (t.n + d) % 10))::numeric AS deposit
         FROM team t CROSS JOIN generate_series(0, ${TEAM_HISTORY_DAYS}) AS d
         WHERE (t.n * 7 + d) % 3 = 0 AND $1::timestamptz + d * interval '1 day' + interval '10 hours' > t.created_at
       ),
       lines AS (
         SELECT wallet_id, 'DEPOSIT' AS kind, deposit AS amount, day_start + interval '10 hours' AS at, 0 AS seq, 'team-deposit:' || d AS idem FROM days
         UNION ALL
         SELECT wallet_id, 'BET', -deposit / 5, day_start + interval '12 hours' + b * interval '7 minutes', b * 2 - 1, 'team-bet:' || d || ':' || b
         FROM days CROSS JOIN generate_series(1, 3) AS b
         UNION ALL
         SELECT wallet_id, 'WIN',
                deposit / 5 * (CASE (n * 31 + d * 17 + b * 7) % 6 WHEN 0 THEN 2.5 WHEN 1 THEN 1.5 ELSE 0.8 END),
                day_start + interval '12 hours' + b * interval '7 minutes' + interval '30 seconds', b * 2, 'team-win:' || d || ':' || b
         FROM days CROSS JOIN generate_series(1, 3) AS b WHERE (n * 31 + d * 17 + b * 7) % 6 < 3
       )
       INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key, created_at)
       SELECT wallet_id, kind, amount, sum(amount) OVER (PARTITION BY wallet_id ORDER BY at, seq ROWS UNBOUNDED PRECEDING), NULL, idem, at
       FROM lines WHERE at <= $2`,
      [historyStart, new Date(now), SEED_METHOD],
    );
    await tx.query(
      `UPDATE wallets w SET balance = coalesce((SELECT sum(amount) FROM ledger l WHERE l.wallet_id = w.id), 0)
       FROM members m WHERE m.id = w.member_id AND m.register_method = $1`,
      [SEED_METHOD],
    );
    // Each member last logged in shortly before their last bet (a session long ended, its token known to nobody).
    await tx.query(
      `INSERT INTO sessions (id, token_hash, member_id, created_at, last_seen_at, expires_at, revoked_at, door)
       SELECT 'seed-login-' || w.member_id, md5('seed-login-a' || w.member_id) || md5('seed-login-b' || w.member_id), w.member_id, max(l.created_at) - interval '20 minutes',
              max(l.created_at), max(l.created_at) + interval '12 hours', max(l.created_at) + interval '1 hour', 'member'
       FROM ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id
       WHERE m.register_method = $1 GROUP BY w.member_id`,
      [SEED_METHOD],
    );

    const today = startOfDay(now);
    const at = (ms: number) => new Date(ms).toISOString();
    const contracts = [
      // An earlier salary contract, replaced by the current one two months ago.
      {
        kind: 'SALARY',
        status: 'ENDED',
        tiers: [{ threshold: 100_000, reward: 3_000 }],
        min: 2,
        offered: today - 91 * DAY_MS,
        starts: today - 90 * DAY_MS,
        ends: today - 60 * DAY_MS,
      },
      {
        kind: 'SALARY',
        status: 'ACCEPTED',
        tiers: [
          { threshold: 100_000, reward: 5_000 },
          { threshold: 500_000, reward: 30_000 },
          { threshold: 2_000_000, reward: 150_000 },
        ],
        min: 2,
        offered: today - 61 * DAY_MS,
        starts: today - 60 * DAY_MS,
        ends: null,
      },
      {
        kind: 'DIVIDEND',
        status: 'ACCEPTED',
        tiers: [
          { threshold: 1, reward: 2_000 },
          { threshold: 5_000_000, reward: 3_000 },
        ],
        min: 3,
        offered: startOfMonth(now, -2) - DAY_MS,
        starts: startOfMonth(now, -2),
        ends: null,
      },
      {
        kind: 'HOURLY',
        status: 'ACCEPTED',
        tiers: [
          { threshold: 50_000, reward: 1_000 },
          { threshold: 200_000, reward: 4_000 },
        ],
        min: 2,
        offered: today - 15 * DAY_MS,
        starts: today - 14 * DAY_MS,
        ends: null,
      },
      {
        kind: 'SALARY',
        status: 'PENDING',
        tiers: [
          { threshold: 100_000, reward: 8_000 },
          { threshold: 500_000, reward: 40_000 },
          { threshold: 2_000_000, reward: 200_000 },
        ],
        min: 2,
        offered: now - DAY_MS,
        starts: null,
        ends: null,
      },
    ].map((c) => ({
      kind: c.kind,
      status: c.status,
      tiers: c.tiers,
      min: c.min,
      offered: at(c.offered),
      decided: c.starts === null ? null : at(c.starts),
      starts: c.starts === null ? null : at(c.starts),
      ends: c.ends === null ? null : at(c.ends),
    }));
    await tx.query(
      `INSERT INTO agent_contracts (agent_id, kind, status, tiers, min_active_players, offered_at, decided_at, starts_at, ends_at)
       SELECT $2, v.kind, v.status, v.tiers, v.min, v.offered, v.decided, v.starts, v.ends
       FROM jsonb_to_recordset($1::jsonb) AS v(kind text, status text, tiers jsonb, min int, offered timestamptz, decided timestamptz, starts timestamptz, ends timestamptz)`,
      [JSON.stringify(contracts), agentId],
    );
  });
}

/**
 * A large team under a new agent (password Agent1234), for measuring the downline list: `size`
 * accounts, a fiftieth of them sub-agents with the rest spread under them and the agent, each
 * with a REAL wallet, a deposit and a bet. Set-based; answers the agent's member id.
 */
export async function seedLargeTeam(db: Database, config: ServerConfig, username: string, size: number): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = await tx.query<{ id: unknown }>('SELECT id FROM members WHERE username_key = lower($1)', [username]);
    if (existing.rows[0]) return Number(existing.rows[0].id);
    const agent = await tx.query<{ id: unknown }>(
      `INSERT INTO members (username, username_key, password_hash, type, nickname, register_method)
       SELECT $1, lower($1), password_hash, 3, 'Team Agent', 'SEED-TEAM' FROM members WHERE username_key = 'agent01' RETURNING id`,
      [username],
    );
    const agentId = Number(agent.rows[0]!.id);
    const subAgents = Math.max(1, Math.floor(size / 50));
    const prefix = username.toLowerCase().slice(0, 6);
    await tx.query(
      `INSERT INTO members (username, username_key, password_hash, type, upline_id, register_method, created_at)
       SELECT $2 || 'a' || n, $2 || 'a' || n, NULL, 3, $1, 'SEED-TEAM', now() - n * interval '1 hour'
       FROM generate_series(1, $3::int) AS n`,
      [agentId, prefix, subAgents],
    );
    await tx.query(
      `INSERT INTO members (username, username_key, password_hash, type, upline_id, register_method, created_at)
       SELECT $2 || 'm' || n, $2 || 'm' || n, NULL, CASE WHEN n % 3 = 0 THEN 40 ELSE 0 END,
              CASE WHEN n % 2 = 0 THEN $1 ELSE (SELECT id FROM members WHERE username_key = $2 || 'a' || (1 + n % $3::int)) END,
              'SEED-TEAM', now() - n * interval '7 minutes'
       FROM generate_series(1, $4::int) AS n`,
      [agentId, prefix, subAgents, size - subAgents],
    );
    await tx.query(
      `INSERT INTO wallets (member_id, kind, currency, balance)
       SELECT id, 'REAL', $2, 50 FROM members WHERE username_key LIKE $1 || '%' AND id <> $3`,
      [prefix, config.currency.code, agentId],
    );
    await tx.query(
      `INSERT INTO ledger (wallet_id, kind, amount, balance_after, idem_key, created_at)
       SELECT w.id, k.kind, k.amount, k.after, 'team-' || lower(k.kind), now() - interval '1 day' + k.at
       FROM wallets w JOIN members m ON m.id = w.member_id AND m.username_key LIKE $1 || '%'
       CROSS JOIN (VALUES ('DEPOSIT', 100.00, 100.00, interval '0'), ('BET', -50.00, 50.00, interval '1 minute')) AS k(kind, amount, after, at)`,
      [prefix],
    );
    await rebuildTeams(tx);
    await tx.query('ANALYZE agent_team');
    await tx.query('ANALYZE members');
    await tx.query('ANALYZE ledger');
    return agentId;
  });
}
