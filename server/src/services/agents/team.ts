import { NON_AGENT_TYPES } from '../../../../contract/members';
import type { Queryable } from '../../db/database';

/** Deeper than any real agency; it also stops a malformed upline loop from recursing for ever. */
export const MAX_TEAM_LEVELS = 12;

/** SQL that is true for an agent's member type (`column` names the type). */
export const isAgentSql = (column: string) => `${column} NOT IN (${NON_AGENT_TYPES.join(', ')})`;

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const CHAIN = `chain (member_id, agent_id, level) AS (
  SELECT id, upline_id, 1 FROM members WHERE upline_id IS NOT NULL AND id = ANY_MEMBER
  UNION ALL
  SELECT c.member_id, m.upline_id, c.level + 1 FROM chain c JOIN members m ON m.id = c.agent_id
  WHERE m.upline_id IS NOT NULL AND c.level < ${MAX_TEAM_LEVELS}
)`;

/** Adds a new member to the team of every agent above it (runs in the transaction creating the member). */
export async function joinTeams(tx: Queryable, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO agent_team (agent_id, member_id, level, joined_at)
     WITH RECURSIVE ${CHAIN.replace('ANY_MEMBER', '$1')}
     SELECT c.agent_id, c.member_id, c.level, m.created_at FROM chain c JOIN members m ON m.id = c.member_id
     ON CONFLICT DO NOTHING`,
    [memberId],
  );
}

/** Fills in the teams from the upline links for members made without the member-created hooks (seeding). */
export async function rebuildTeams(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO agent_team (agent_id, member_id, level, joined_at)
     WITH RECURSIVE ${CHAIN.replace(' AND id = ANY_MEMBER', '')}
     SELECT c.agent_id, c.member_id, c.level, m.created_at FROM chain c JOIN members m ON m.id = c.member_id
     ON CONFLICT DO NOTHING`,
  );
}

/** `team (id, level)`: everyone below the agent in parameter `agentParam`, direct members at level 1. */
export const teamCte = (agentParam: string) =>
  `team (id, level) AS (SELECT member_id, level FROM agent_team WHERE agent_id = ${agentParam})`;
