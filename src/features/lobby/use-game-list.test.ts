import { describe, expect, it } from 'vitest';
import type { Game } from '@contract/domain';
import { appendPage } from './use-game-list';

const game = (nodeId: string) => ({ nodeId, gameName: `Game ${nodeId}` }) as Game;

describe('appending a page of games', () => {
  it('adds the new games after the listed ones and never lists a game twice', () => {
    const listed = [game('1'), game('2')];
    expect(appendPage(listed, [game('2'), game('3')]).map((g) => g.nodeId)).toEqual(['1', '2', '3']);
  });
});
