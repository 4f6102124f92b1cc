import { render, screen } from '@testing-library/react';
import { translator } from '@/lib/translator';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteState } from '@/lib/site';
import enCommon from '@/locales/en/common.json';
import { siteInfoFixture } from '../../../tests/unit/support/site-info';
import { gameFixture } from '../../../tests/unit/support/game';
import { GameTile } from './GameTile';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }) }));

beforeAll(async () => {
  translator.start('en', { common: enCommon });
});

afterEach(() => {
  siteState.info = null;
});

const game = (gameName: string, vassalage: string) =>
  gameFixture({
    nodeId: gameName,
    gameId: gameName,
    gameCode: gameName,
    gameName,
    nodeName: vassalage,
    vassalage,
    vendorName: vassalage,
    iconUrl: '',
    showIcon: false,
    supportPlay: false,
  });

function tiles() {
  render(
    <>
      <GameTile game={game('Fortune Gems', 'JILI')} onOpen={() => undefined} />
      <GameTile game={game('Tala Fruits', 'BGS')} onOpen={() => undefined} />
    </>,
  );
}

describe('a game tile', () => {
  it('says a provider’s game is a demo where the platform opens those as demos, and never the platform’s own', () => {
    siteState.info = siteInfoFixture({ providerGames: 'demo' });
    tiles();
    expect(screen.getByRole('button', { name: 'Fortune Gems' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fortune Gems', description: enCommon.demo.description })).toBeTruthy();
    expect(screen.getByText(enCommon.demo.label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tala Fruits' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getAllByText(enCommon.demo.label)).toHaveLength(1);
  });

  it('says nothing of demos where providers’ games open at the provider', () => {
    siteState.info = siteInfoFixture({ providerGames: 'live' });
    tiles();
    expect(screen.queryByText(enCommon.demo.label)).toBeNull();
    expect(screen.getByRole('button', { name: 'Fortune Gems' }).getAttribute('aria-describedby')).toBeNull();
  });
});
