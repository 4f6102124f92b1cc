import { NON_AGENT_TYPES } from '../../../../contract/members';

/** Deeper than any real agency; it also stops a malformed upline loop from recursing for ever. */
const MAX_LEVELS = 12;

/**
 * `team (id, level)`: everyone below the agent in parameter `$n`, direct members at level 1.
 * Read by walking the upline index level by level, so it costs what the team holds.
 */
export const teamCte = (agentParam: string) => `team (id, level) AS (
  SELECT id, 1 FROM members WHERE upline_id = ${agentParam}
  UNION ALL
  SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id WHERE t.level < ${MAX_LEVELS}
)`;

/** SQL that is true for an agent's member type (`column` names the type). */
export const isAgentSql = (column: string) => `${column} NOT IN (${NON_AGENT_TYPES.join(', ')})`;

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const MAX_TEAM_LEVELS = MAX_LEVELS;
