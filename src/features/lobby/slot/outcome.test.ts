import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { outcomeKind, outcomeText } from './outcome';

const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;
const money = (amount: number) => formatMoney(amount, '₱');

describe('round outcome wording', () => {
  it('says a round that paid back less than its bet is a loss, with the loss as a positive amount', () => {
    const text = outcomeText(t, { bet: 1, win: 0.8, net: -0.2 }, money);
    expect(text).toContain('lobby:game.outcome.partial');
    expect(text).toContain('"loss":"₱0.20"');
    expect(text).not.toContain('outcome.won');
    expect(outcomeKind({ net: -0.2 })).toBe('lost');
  });

  it('says a win, a bet that came back and a plain loss each as what it is', () => {
    expect(outcomeText(t, { bet: 1, win: 2.5, net: 1.5 }, money)).toContain('lobby:game.outcome.won');
    expect(outcomeText(t, { bet: 1, win: 1, net: 0 }, money)).toContain('lobby:game.outcome.even');
    expect(outcomeText(t, { bet: 1, win: 0, net: -1 }, money)).toContain('lobby:game.outcome.lost');
    expect(outcomeKind({ net: 1.5 })).toBe('won');
    expect(outcomeKind({ net: 0 })).toBe('even');
  });
});
