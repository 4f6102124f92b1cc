import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@contract/domain';
import { GameGrid } from './GameGrid';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }) }));

const games: Game[] = Array.from({ length: 2000 }, (_, i) => ({
  nodeId: String(100001 + i),
  gameId: `g-${i}`,
  gameCode: String(i),
  gameName: `Game ${i + 1}`,
  nodeName: 'JILI',
  gameType: 'RNG',
  gameCategory: 'RNG',
  gameClassify: 'SLOT',
  vassalage: 'JILI',
  vendorName: 'JILI',
  iconUrl: `/cdn/game/g-${i}.png`,
  showIcon: true,
  supportPlay: false,
  isGameH5: true,
  playType: 'trad',
  lottoMode: null,
  isHot: false,
  isNew: false,
  minBet: 1,
  minLine: 1,
}));

describe('the game grid', () => {
  it('keeps only the rows near the viewport in the page, however many games are loaded', () => {
    render(<GameGrid games={games} onOpen={() => undefined} label="Slots games" />);
    const grid = screen.getByRole('list', { name: 'Slots games' });
    expect(grid.dataset.count).toBe('2000');
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThanOrEqual(18);
    expect(tiles.length).toBeLessThan(60);
    expect(screen.getByRole('button', { name: 'Game 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Game 2000' })).toBeNull();
    // The box is as tall as every row, so the page scrolls as if all were there.
    expect(parseFloat(grid.style.height)).toBeGreaterThan(666 * 100);
  });
});
