import type { Queryable } from '../../db/database';

export interface CreatedMember {
  id: number;
  type: number;
  username: string;
  /** Trial (free-play) accounts play with play money only. */
  trial: boolean;
}

/** Runs inside the transaction that creates the member: a failing hook undoes the registration. */
export type MemberCreatedHook = (tx: Queryable, member: CreatedMember) => Promise<void>;

const hooks: MemberCreatedHook[] = [];

/**
 * Lets another area act on every new member (registration, trial, seeding), e.g. the
 * wallet giving demo credit. Register at module load so seeded accounts see it too.
 */
export function onMemberCreated(hook: MemberCreatedHook): () => void {
  if (!hooks.includes(hook)) hooks.push(hook);
  return () => {
    const at = hooks.indexOf(hook);
    if (at >= 0) hooks.splice(at, 1);
  };
}

export async function runMemberCreatedHooks(tx: Queryable, member: CreatedMember): Promise<void> {
  for (const hook of hooks) await hook(tx, member);
}
