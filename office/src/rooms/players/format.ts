import { isAgentType, TRIAL_TYPE } from '@contract/members';
import { fill } from '../../app/language';
import type { PlayersWords } from './words';

/** The member type in words: member, trial, or agent with its number. */
export function typeLabel(type: number, t: PlayersWords): string {
  if (type === 0) return t.typeMember;
  if (type === TRIAL_TYPE) return t.typeTrial;
  return fill(isAgentType(type) ? t.typeAgent : t.typeOther, { type });
}

/** A word of the room looked up by a key the platform sends (a ledger kind, a limit…), or the key itself. */
export const wordOf = (t: PlayersWords, key: string): string => (t as Record<string, string>)[key] ?? key;
