import {
  DOWNLINE_MEMBER_TYPE,
  type AgentPeriod,
  type Affiliate,
  type CommissionReport,
  type DownlineDetail,
  type DownlineMember,
  type DownlinePage,
  type TeamKpi,
} from '../../../../contract/agents';
import { isAgentType } from '../../../../contract/members';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import type { EventBus } from '../events';
import { createMemberRepository } from '../accounts/members';
import { hashPassword } from '../accounts/passwords';
import { onceByKey } from '../wallet/once-by-key';
import type { WalletService } from '../wallet';
import { centsText, toCents } from '../wallet/money';
import { createContractService } from './contracts';
import { periodRange, startOfDay } from './periods';
import { createPayoutService } from './payouts';
import { containsPattern, isAgentSql, joinTeams, teamCte } from './team';

type Money = string | number | null;
const money = (value: Money) => centsText(toCents(value ?? 0));
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

interface MemberLine {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  level: number;
  upline: string;
  created_at: string | Date;
  last_login: string | Date | null;
  deposits: Money;
  bets: Money;
}

/** A member's lifetime totals on the REAL wallet, by ledger kind (`kind` and `sign` as SQL). */
const lifetime = (member: string, kind: string, sign: '' | '-') =>
  `(SELECT coalesce(sum(${sign}l.amount), 0) FROM wallets w JOIN ledger l ON l.wallet_id = w.id AND l.kind = '${kind}'
     WHERE w.member_id = ${member} AND w.kind = 'REAL')`;

const MEMBER_COLUMNS = `m.id, m.username, m.nickname, m.type, u.username AS upline, m.created_at,
  (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login, life.deposits, life.bets`;

/** The member `m`'s lifetime deposits (ledger) and bets (settled stakes, net of refunds) on the REAL wallet. */
const LIFETIME_JOIN = `LEFT JOIN LATERAL (
  SELECT coalesce(sum(l.amount), 0) AS deposits,
         (SELECT coalesce(sum(s.stake_cents), 0) / 100.0 FROM stakes s WHERE s.member_id = m.id AND s.wallet_kind = 'REAL' AND s.settled) AS bets
  FROM wallets w JOIN ledger l ON l.wallet_id = w.id AND l.kind = 'DEPOSIT' WHERE w.member_id = m.id AND w.kind = 'REAL'
) life ON true`;

function toDownlineMember(row: MemberLine): DownlineMember {
  return {
    id: Number(row.id),
    account: row.username,
    nickname: row.nickname,
    agent: isAgentType(Number(row.type)),
    level: Number(row.level),
    upline: row.upline,
    regDate: new Date(row.created_at).toISOString(),
    lastLoginAt: iso(row.last_login),
    deposits: money(row.deposits),
    bets: money(row.bets),
  };
}

/**
 * The agency: an agent's team (everyone below it through the upline links), its activity from
 * the team's REAL wallets, new downline accounts, the agent's contracts and the payouts made under them.
 */
export function createAgencyServices(db: Database, wallet: WalletService, events: EventBus, clock: () => number = Date.now) {
  const members = createMemberRepository(db);
  const contracts = createContractService(db, clock);
  const payouts = createPayoutService(db, wallet, clock);

  async function teamKpi(session: Session, period: AgentPeriod): Promise<TeamKpi> {
    const now = clock();
    const { from, to } = periodRange(period, now);
    const today = startOfDay(now);
    const params = [session.memberId, new Date(from), new Date(to), new Date(today)];
    const [counts, activity, withdrawn, earned] = await Promise.all([
      db.query<{ team: number; direct_members: number; direct_agents: number; new_today: number; new_in_period: number }>(
        `WITH RECURSIVE ${teamCte('$1')}
         SELECT count(*)::int AS team,
                count(*) FILTER (WHERE t.level = 1 AND NOT (${isAgentSql('m.type')}))::int AS direct_members,
                count(*) FILTER (WHERE t.level = 1 AND ${isAgentSql('m.type')})::int AS direct_agents,
                count(*) FILTER (WHERE m.created_at >= $4)::int AS new_today,
                count(*) FILTER (WHERE m.created_at >= $2 AND m.created_at < $3)::int AS new_in_period
         FROM team t JOIN members m ON m.id = t.id`,
        params,
      ),
      db.query<{ deposits: Money; bets: Money; wins: Money; active: number }>(
        `WITH RECURSIVE ${teamCte('$1')}, played AS (
           SELECT s.member_id, sum(s.stake_cents) AS cents FROM team t
           JOIN stakes s ON s.member_id = t.id AND s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $2 AND s.counted_at < $3
           GROUP BY s.member_id
         )
         SELECT coalesce(sum(l.amount) FILTER (WHERE l.kind = 'DEPOSIT'), 0) AS deposits,
                (SELECT coalesce(sum(p.cents), 0) / 100.0 FROM played p) AS bets,
                coalesce(sum(l.amount) FILTER (WHERE l.kind = 'WIN'), 0) AS wins,
                (SELECT count(*)::int FROM played) AS active
         FROM team t
         JOIN wallets w ON w.member_id = t.id AND w.kind = 'REAL'
         JOIN ledger l ON l.wallet_id = w.id AND l.kind IN ('DEPOSIT', 'WIN') AND l.created_at >= $2 AND l.created_at < $3`,
        params.slice(0, 3),
      ),
      db.query<{ total: Money }>(
        `WITH RECURSIVE ${teamCte('$1')}
         SELECT coalesce(sum(d.amount_cents), 0) AS total FROM team t
         JOIN withdrawals d ON d.member_id = t.id AND d.status = 'PAID' AND d.decided_at >= $2 AND d.decided_at < $3`,
        params.slice(0, 3),
      ),
      db.query<{ total: Money }>(
        'SELECT coalesce(sum(amount), 0) AS total FROM agent_payouts WHERE agent_id = $1 AND period_start >= $2 AND period_start < $3',
        params.slice(0, 3),
      ),
    ]);
    const c = counts.rows[0]!;
    const a = activity.rows[0]!;
    return {
      period,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      teamSize: Number(c.team),
      directMembers: Number(c.direct_members),
      directAgents: Number(c.direct_agents),
      newToday: Number(c.new_today),
      newInPeriod: Number(c.new_in_period),
      activePlayers: Number(a.active),
      deposits: money(a.deposits),
      withdrawals: centsText(Number(withdrawn.rows[0]?.total ?? 0)),
      validBets: money(a.bets),
      wins: money(a.wins),
      earned: money(earned.rows[0]?.total ?? 0),
    };
  }

  async function affiliate(session: Session): Promise<Affiliate> {
    // An agent without a code yet gets one made from its account number, kept from then on.
    const { rows } = await db.query<{ affiliate_code: string }>(
      `UPDATE members SET affiliate_code = coalesce(affiliate_code, 'A' || lpad(id::text, 6, '0')) WHERE id = $1 RETURNING affiliate_code`,
      [session.memberId],
    );
    const code = rows[0]!.affiliate_code;
    return { affiliateCode: code, registerPath: `/m/register?affiliateCode=${encodeURIComponent(code)}` };
  }

  async function downline(
    session: Session,
    input: { account?: string | undefined; pageNo: number; pageSize: number },
  ): Promise<DownlinePage> {
    const search = input.account ? containsPattern(input.account) : null;
    // Without a search the page comes straight off the team's newest-first index.
    const from = search
      ? "FROM agent_team t JOIN members s ON s.id = t.member_id AND s.username_key LIKE $2 ESCAPE '\\' WHERE t.agent_id = $1"
      : 'FROM agent_team t WHERE t.agent_id = $1';
    const args = search ? [session.memberId, search] : [session.memberId];
    const n = args.length;
    // One round trip: the page, each member's figures, and the count (on every row, and alone when the page is past the end).
    const page = await db.query<MemberLine & { total: number | null }>(
      `WITH picked AS (
         SELECT t.member_id AS id, t.level, t.joined_at ${from}
         ORDER BY t.joined_at DESC, t.member_id DESC LIMIT $${n + 1} OFFSET $${n + 2}
       ),
       counted AS (SELECT count(*)::int AS total ${from})
       SELECT ${MEMBER_COLUMNS}, p.level, c.total FROM counted c
       LEFT JOIN picked p ON true LEFT JOIN members m ON m.id = p.id LEFT JOIN members u ON u.id = m.upline_id ${LIFETIME_JOIN}
       ORDER BY p.joined_at DESC, p.id DESC`,
      [...args, input.pageSize, (input.pageNo - 1) * input.pageSize],
    );
    const totalCount = Number(page.rows[0]?.total ?? 0);
    return {
      list: page.rows.filter((row) => row.id !== null).map(toDownlineMember),
      pageNum: input.pageNo,
      totalPages: Math.ceil(totalCount / input.pageSize),
      totalCount,
    };
  }

  /** How far below the agent a member sits; null when the member is not in the agent's team. */
  async function levelOf(q: Queryable, agentId: number, memberId: number): Promise<number | null> {
    const { rows } = await q.query<{ level: number }>('SELECT level FROM agent_team WHERE agent_id = $1 AND member_id = $2', [
      agentId,
      memberId,
    ]);
    return rows[0] ? Number(rows[0].level) : null;
  }

  async function downlineMember(session: Session, memberId: number): Promise<DownlineDetail> {
    const level = await levelOf(db, session.memberId, memberId);
    // Someone else's member is answered exactly like no member at all.
    if (level === null) throw new ApiError(404, ERROR_CODES.notFound, 'No such member in your team');
    const { rows } = await db.query<MemberLine & { withdrawals: Money; wins: Money; team: number; last_bet: string | Date | null }>(
      `WITH RECURSIVE ${teamCte('$1')}
       SELECT ${MEMBER_COLUMNS}, $2::int AS level,
         (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE member_id = m.id AND status = 'PAID') AS withdrawals,
         ${lifetime('m.id', 'WIN', '')} AS wins,
         (SELECT count(*)::int FROM team) AS team,
         (SELECT max(s.placed_at) FROM stakes s WHERE s.member_id = m.id AND s.wallet_kind = 'REAL') AS last_bet
       FROM members m JOIN members u ON u.id = m.upline_id ${LIFETIME_JOIN} WHERE m.id = $1`,
      [memberId, level],
    );
    const row = rows[0]!;
    return {
      ...toDownlineMember(row),
      withdrawals: centsText(Number(row.withdrawals)),
      wins: money(row.wins),
      teamSize: Number(row.team),
      lastBetAt: iso(row.last_bet),
    };
  }

  async function createDownline(
    session: Session,
    input: { username: string; password: string; nickname?: string | undefined },
    key: string | null,
  ): Promise<DownlineMember> {
    if (await members.usernameTaken(input.username)) {
      throw new ApiError(400, ERROR_CODES.usernameExists, 'Username already exists', { fields: { username: 'taken' } });
    }
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [AGENCY_LOCK, session.memberId]);
      return onceByKey(tx, session.memberId, key, 'createDownline', async () => {
        const id = await members.insert(tx, {
          username: input.username,
          passwordHash,
          type: DOWNLINE_MEMBER_TYPE,
          nickname: input.nickname || null,
          uplineId: session.memberId,
          registerMethod: 'AGENT',
        });
        if (id === null) throw new ApiError(400, ERROR_CODES.usernameExists, 'Username already exists', { fields: { username: 'taken' } });
        await events.emit('memberCreated', tx, { id, type: DOWNLINE_MEMBER_TYPE, username: input.username, trial: false });
        const { rows } = await tx.query<{ created_at: string | Date }>('SELECT created_at FROM members WHERE id = $1', [id]);
        return {
          id,
          account: input.username,
          nickname: input.nickname || null,
          agent: false,
          level: 1,
          upline: session.username,
          regDate: new Date(rows[0]!.created_at).toISOString(),
          lastLoginAt: null,
          deposits: '0.00',
          bets: '0.00',
        };
      });
    });
  }

  async function commissionReport(session: Session, pageNo: number): Promise<CommissionReport> {
    const pageSize = 20;
    const [page, totals] = await Promise.all([
      db.query<{
        id: string;
        kind: 'SALARY' | 'DIVIDEND' | 'HOURLY';
        period_start: string | Date;
        period_end: string | Date;
        basis: Money;
        active_players: number;
        amount: Money;
        created_at: string | Date;
      }>(
        `SELECT id, kind, period_start, period_end, basis, active_players, amount, created_at FROM agent_payouts
         WHERE agent_id = $1 ORDER BY period_start DESC, id DESC LIMIT $2 OFFSET $3`,
        [session.memberId, pageSize, (pageNo - 1) * pageSize],
      ),
      db.query<{ n: number; total: Money }>(
        'SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total FROM agent_payouts WHERE agent_id = $1',
        [session.memberId],
      ),
    ]);
    const totalCount = Number(totals.rows[0]?.n ?? 0);
    return {
      list: page.rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        periodStart: new Date(row.period_start).toISOString(),
        periodEnd: new Date(row.period_end).toISOString(),
        basis: money(row.basis),
        activePlayers: Number(row.active_players),
        amount: money(row.amount),
        paidAt: new Date(row.created_at).toISOString(),
      })),
      pageNum: pageNo,
      totalPages: Math.ceil(totalCount / pageSize),
      totalCount,
      total: money(totals.rows[0]?.total ?? 0),
    };
  }

  /** An agent's member id by account name; null for anyone who is not an agent. */
  async function agentIdOf(username: string): Promise<number | null> {
    const member = await members.byUsername(username);
    return member && isAgentType(member.type) ? member.id : null;
  }

  return {
    teamKpi,
    affiliate,
    downline,
    downlineMember,
    createDownline,
    commissionReport,
    contracts,
    payouts,
    agentIdOf,
    /** A new member joins the team of every agent above it, in the transaction creating it. */
    onMemberCreated: (tx: Queryable, member: { id: number }) => joinTeams(tx, member.id),
  };
}

/** Advisory-lock class serialising one agent's new downline accounts (with their idempotency keys). */
const AGENCY_LOCK = 5161;

export type AgencyServices = ReturnType<typeof createAgencyServices>;
