type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a round ended, in words a player reads at a glance: a round that paid back less than
 * its bet is a loss, never "you won" with a negative net beside it.
 */
export function outcomeText(t: Translate, round: { bet: number; win: number; net: number }, money: (amount: number) => string): string {
  const bet = money(round.bet);
  if (round.win === 0) return t('lobby:game.outcome.lost', { bet });
  if (round.net > 0) return t('lobby:game.outcome.won', { win: money(round.win), gain: money(round.net), bet });
  if (round.net === 0) return t('lobby:game.outcome.even', { bet });
  return t('lobby:game.outcome.partial', { loss: money(-round.net), win: money(round.win), bet });
}

export type OutcomeKind = 'won' | 'even' | 'lost';

export const outcomeKind = (round: { net: number }): OutcomeKind => (round.net > 0 ? 'won' : round.net === 0 ? 'even' : 'lost');
