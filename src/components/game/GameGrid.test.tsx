import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '@contract/domain';
import { GameGrid } from './GameGrid';
import { gameFixture } from '../../../tests/unit/support/game';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }) }));

const games: Game[] = Array.from({ length: 2000 }, (_, i) =>
  gameFixture({
    nodeId: String(100001 + i),
    gameId: `g-${i}`,
    gameCode: String(i),
    gameName: `Game ${i + 1}`,
    iconUrl: `/cdn/game/g-${i}.png`,
    supportPlay: false,
  }),
);

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
