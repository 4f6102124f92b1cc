/*
 * Member types and what each may do. Apart from the account calls because the shell reads
 * them on every page, the account calls only on the account pages.
 */

/** Member types: 0, 1, 2 players who may free-play; 4 trial; 40 non-agent; 41, 42 and others agents. */
export const FREE_PLAY_TYPES = [0, 1, 2] as const;
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [0, 1, 2, 4, 40] as const;
export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);
/** A contracted agent's type: what a page drawn for an agent, before the agent's own session is read, takes it for. */
export const CONTRACTED_AGENT_TYPE = 3;
/** Free-play games launch only for member types 0, 1 and 2; everyone else gets `free_reject`. */
export const canFreePlay = (type: number) => (FREE_PLAY_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
