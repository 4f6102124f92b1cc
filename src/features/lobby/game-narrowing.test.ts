import { describe, expect, it } from 'vitest';
import type { Game } from '@contract/domain';
import { matchesNarrowing, narrowingCount, narrowingRequest, NO_NARROWING } from './game-narrowing';

const game = (patch: Partial<Game>) => ({ gameType: 'RNG', isNew: false, minBet: 1, minLine: 25, ...patch }) as Game;

describe('the game filter', () => {
  it('counts each choice set, and none when cleared', () => {
    expect(narrowingCount(NO_NARROWING)).toBe(0);
    expect(narrowingCount({ newOnly: true, gameType: 'FISH', minBet: 1, minLine: 9 })).toBe(4);
  });

  it('asks the platform for new games, a highest lowest bet and a line count only when chosen', () => {
    expect(narrowingRequest(NO_NARROWING)).toEqual({ gameType: undefined, isNew: undefined, minBet: undefined, minLine: undefined });
    expect(narrowingRequest({ newOnly: true, minBet: 0.5, minLine: 9 })).toMatchObject({ isNew: '1', minBet: 0.5, minLine: 9 });
  });

  it('narrows a list held on the device as the platform does', () => {
    expect(matchesNarrowing(game({}), NO_NARROWING)).toBe(true);
    expect(matchesNarrowing(game({ isNew: false }), { newOnly: true })).toBe(false);
    expect(matchesNarrowing(game({ minBet: 0.5 }), { newOnly: false, minBet: 0.5 })).toBe(true);
    expect(matchesNarrowing(game({ minBet: 2 }), { newOnly: false, minBet: 1 })).toBe(false);
    expect(matchesNarrowing(game({ minLine: 50 }), { newOnly: false, minLine: 25 })).toBe(false);
    expect(matchesNarrowing(game({ gameType: 'FISH' }), { newOnly: false, gameType: 'RNG' })).toBe(false);
  });
});
