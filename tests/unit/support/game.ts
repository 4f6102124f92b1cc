import type { Game } from '@contract/domain';

/** A complete, schema-valid game (JILI's Super Ace); tests override what they look at. */
export const gameFixture = (overrides: Partial<Game> = {}): Game => ({
  nodeId: '100001',
  gameId: 'jili-1',
  gameCode: '1',
  gameName: 'Super Ace',
  nodeName: 'JILI',
  gameType: 'RNG',
  gameCategory: 'RNG',
  gameClassify: 'SLOT',
  vassalage: 'JILI',
  vendorName: 'JILI',
  iconUrl: '/cdn/game/jili-1.svg',
  showIcon: true,
  supportPlay: true,
  isGameH5: true,
  playType: 'trad',
  lottoMode: null,
  isHot: false,
  isNew: false,
  minBet: 1,
  minLine: 1,
  ...overrides,
});
