import {
  AGENT_ERRORS,
  CONTRACT_INDICATORS,
  isContractChecked,
  type AgentContract,
  type ContractCheck,
  type ContractKind,
  type ContractView,
} from '../../../../contract/agents';
import { ERROR_CODES } from '../../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Session } from '../../http/context';
import { centsText } from '../wallet/money';
import { periodStart } from './periods';

/** A tier as stored: whole cents (a dividend's reward in basis points of net loss). */
export interface StoredTier {
  threshold: number;
  reward: number;
}

export interface ContractRow {
  id: string | number;
  agent_id: number;
  kind: ContractKind;
  status: AgentContract['status'];
  tiers: StoredTier[] | string;
  min_active_players: number;
  offered_by_name: string | null;
  offered_at: string | Date;
  decided_at: string | Date | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
}

export const CONTRACT_COLUMNS = `c.id, c.agent_id, c.kind, c.status, c.tiers, c.min_active_players, o.username AS offered_by_name,
  c.offered_at, c.decided_at, c.starts_at, c.ends_at`;
const FROM_CONTRACTS = 'FROM agent_contracts c LEFT JOIN members o ON o.id = c.offered_by';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
export const tiersOf = (row: Pick<ContractRow, 'tiers'>): StoredTier[] =>
  typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as StoredTier[]) : row.tiers;

export function toContract(row: ContractRow): AgentContract {
  return {
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    tiers: tiersOf(row).map((tier) => ({ threshold: centsText(tier.threshold), reward: centsText(tier.reward) })),
    minActivePlayers: Number(row.min_active_players),
    offeredBy: row.offered_by_name,
    offeredAt: new Date(row.offered_at).toISOString(),
    decidedAt: iso(row.decided_at),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
  };
}

/** Contracts offered to agents and their answers: one offer waiting and one contract in force per kind. */
export function createContractService(db: Database, clock: () => number) {
  async function view(q: Queryable, agentId: number, kind: ContractKind): Promise<ContractView> {
    const { rows } = await q.query<ContractRow>(
      `SELECT ${CONTRACT_COLUMNS} ${FROM_CONTRACTS} WHERE c.agent_id = $1 AND c.kind = $2 ORDER BY c.id DESC LIMIT 50`,
      [agentId, kind],
    );
    const contracts = rows.map(toContract);
    return {
      kind,
      current: contracts.find((c) => c.status === 'ACCEPTED') ?? null,
      pending: contracts.find((c) => c.status === 'PENDING') ?? null,
      history: contracts.filter((c) => c.status === 'ENDED' || c.status === 'REJECTED'),
    };
  }

  return {
    view: (session: Session, kind: ContractKind) => view(db, session.memberId, kind),

    /** Which kinds have an offer waiting; agents of the types never checked have none to answer here. */
    async check(session: Session): Promise<ContractCheck> {
      const answer: ContractCheck = { dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false };
      if (!isContractChecked(session.type)) return answer;
      const { rows } = await db.query<{ kind: ContractKind }>(
        "SELECT DISTINCT kind FROM agent_contracts WHERE agent_id = $1 AND status = 'PENDING'",
        [session.memberId],
      );
      for (const { kind } of rows) answer[CONTRACT_INDICATORS[kind]] = true;
      return answer;
    },

    /**
     * Accepts or rejects an offer. An accepted offer takes over from the current period's
     * start: the contract it replaces ends there, so no period is paid under both.
     */
    async answer(session: Session, id: number, accept: boolean): Promise<ContractView> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ kind: ContractKind; status: string }>(
          'SELECT kind, status FROM agent_contracts WHERE id = $1 AND agent_id = $2 FOR UPDATE',
          [id, session.memberId],
        );
        const offer = rows[0];
        if (!offer) throw new ApiError(404, ERROR_CODES.notFound, 'No such contract');
        if (offer.status !== 'PENDING') throw new ApiError(409, AGENT_ERRORS.contractNotPending, 'This offer has already been answered');
        const now = new Date(clock());
        if (accept) {
          const from = new Date(periodStart(offer.kind, now.getTime()));
          await tx.query(
            `UPDATE agent_contracts SET status = 'ENDED', ends_at = greatest(coalesce(starts_at, $3::timestamptz), $3::timestamptz)
             WHERE agent_id = $1 AND kind = $2 AND status = 'ACCEPTED'`,
            [session.memberId, offer.kind, from],
          );
          await tx.query("UPDATE agent_contracts SET status = 'ACCEPTED', decided_at = $2, starts_at = $3 WHERE id = $1", [id, now, from]);
        } else {
          await tx.query("UPDATE agent_contracts SET status = 'REJECTED', decided_at = $2 WHERE id = $1", [id, now]);
        }
        return view(tx, session.memberId, offer.kind);
      });
    },

    /** A new offer to an agent, replacing an offer of the same kind still waiting. */
    async offer(
      agentId: number,
      kind: ContractKind,
      terms: { tiers: StoredTier[]; minActivePlayers: number },
      offeredBy: number | null = null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.query(
          "UPDATE agent_contracts SET status = 'REJECTED', decided_at = now() WHERE agent_id = $1 AND kind = $2 AND status = 'PENDING'",
          [agentId, kind],
        );
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO agent_contracts (agent_id, kind, status, tiers, min_active_players, offered_by, offered_at)
           VALUES ($1, $2, 'PENDING', $3, $4, $5, $6) RETURNING id`,
          [agentId, kind, JSON.stringify(terms.tiers), terms.minActivePlayers, offeredBy, new Date(clock())],
        );
        return Number(rows[0]!.id);
      });
    },
  };
}
