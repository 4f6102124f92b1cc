/*
 * Member types and what each may do. Apart from the account calls because the shell reads
 * them on every page, the account calls only on the account pages.
 */

/**
 * Member types: 0, 1, 2 may free-play; 4 is a trial; 40 also appears. Only 0, 4 and 40 are
 * non-agents (the member centre); every other type, 1 and 2 included, is an agent (the agency
 * centre, the agents' door, no referral entry).
 */
export const FREE_PLAY_TYPES = [0, 1, 2] as const;
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [0, 4, 40] as const;
export const isAgentType = (type: number) => !(NON_AGENT_TYPES as readonly number[]).includes(type);
/** A contracted agent's type: what a page drawn for an agent, before the agent's own session is read, takes it for. */
export const CONTRACTED_AGENT_TYPE = 3;
/** Free-play games launch only for member types 0, 1 and 2; everyone else gets `free_reject`. */
export const canFreePlay = (type: number) => (FREE_PLAY_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === TRIAL_TYPE;
/** The member type that may not transfer to its upline (a trial account may not either). */
export const NO_UPLINE_TRANSFER_TYPE = 2;
export const mayTransferToUpline = (type: number) => !isTrialType(type) && type !== NO_UPLINE_TRANSFER_TYPE;
