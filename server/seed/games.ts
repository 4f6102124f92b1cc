import { BINGO_CLASSIFY, GAME_TYPES, type GameType, type PrizeMode } from '../../contract/domain';
import {
  cockfightNames,
  esportsNames,
  FAMOUS_GAMES,
  INHOUSE_GAMES,
  inventName,
  liveTableNamer,
  LOTTERY_GAMES,
  SPORTS_GAMES,
} from './game-names';
import { createPrng, type Prng } from './prng';
import { VENDOR_SEEDS, type VendorSeed } from './vendors';

/** One row of the games table. */
export interface GameSeed {
  nodeId: number;
  gameId: string;
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType: GameType;
  gameClassify: string | null;
  isHot: boolean;
  hotRank: number | null;
  isNew: boolean;
  supportFreePlay: boolean;
  isH5: boolean;
  playType: 'trad' | 'ent';
  lottoMode: PrizeMode | null;
  minBet: number;
  minLine: number;
  sortOrder: number;
}

export const CATALOGUE_SEED = 20260101;
const FIRST_NODE_ID = 100001;
const HOT_SHARE = 0.08;
const MIN_HOT_PER_TYPE = 6;
const NEW_SHARE = 0.05;

type Draft = Omit<GameSeed, 'nodeId' | 'isHot' | 'hotRank' | 'sortOrder'> & { famous: boolean };

/** The whole demo game catalogue, identical on every call. */
export function buildGames(): GameSeed[] {
  const prng = createPrng(CATALOGUE_SEED);
  const taken = new Set<string>();
  const nextLiveName = liveTableNamer(prng);
  const drafts: Draft[] = [];
  VENDOR_SEEDS.forEach((vendor, vendorIndex) => {
    const names = vendorTitles(vendor, vendorIndex, prng, taken, nextLiveName);
    names.forEach((entry, i) => drafts.push(draft(vendor, entry, i + 1, prng)));
  });
  const games = rankHot(drafts, prng);
  return [...games, drawGame(FIRST_NODE_ID + games.length, games.filter((g) => g.vendor === 'BGS').length + 1)];
}

/**
 * Tala 3D, the in-house numbers draw, listed with the lotteries. It is added after the
 * drawn catalogue so no other game's number, name or place changes (migration 013 adds
 * the same row to a catalogue seeded before it).
 */
function drawGame(nodeId: number, n: number): GameSeed {
  return {
    nodeId,
    gameId: `bgs-${n}`,
    gameCode: String(n),
    gameName: 'Tala 3D',
    vendor: 'BGS',
    gameType: 'LOTT',
    gameClassify: null,
    isHot: false,
    hotRank: null,
    isNew: true,
    supportFreePlay: false,
    isH5: true,
    playType: 'trad',
    lottoMode: 'Lott',
    minBet: 1,
    minLine: 1,
    sortOrder: n,
  };
}

interface Title {
  name: string;
  type: GameType;
  classify: string | null;
  famous: boolean;
}

function vendorTitles(vendor: VendorSeed, vendorIndex: number, prng: Prng, taken: Set<string>, nextLiveName: () => string): Title[] {
  const titles: Title[] = [];
  const claim = (name: string, type: GameType, classify: string | null, famous = false) => {
    if (taken.has(name)) throw new Error(`duplicate game name in the seed lists: ${name}`);
    taken.add(name);
    titles.push({ name, type, classify, famous });
  };
  const famous = FAMOUS_GAMES[vendor.code] ?? {};
  for (const type of GAME_TYPES) {
    const count = vendor.games[type] ?? 0;
    if (count === 0) continue;
    const known = type === 'RNG' ? (famous.RNG ?? []) : type === 'FISH' ? (famous.FISH ?? []) : type === 'PVP' ? (famous.PVP ?? []) : [];
    known.slice(0, count).forEach((name) => claim(name, type, classifyOf(type, vendor.code), true));
    for (let i = known.length; i < count; i += 1)
      claim(inventTitle(vendor, vendorIndex, type, i, prng, taken, nextLiveName), type, classifyOf(type, vendor.code));
  }
  const bingo = vendor.bingo ?? 0;
  const knownBingo = famous.BINGO ?? [];
  for (let i = 0; i < bingo; i += 1) {
    const name = knownBingo[i] ?? inventBingoName(prng, taken);
    claim(name, 'RNG', BINGO_CLASSIFY, i < knownBingo.length);
  }
  return titles;
}

/** A slot-style name plus "Bingo"; the slot name alone being free does not make the bingo name free. */
function inventBingoName(prng: Prng, taken: Set<string>): string {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const name = `${inventName('slot', prng, taken)} Bingo`;
    if (!taken.has(name)) return name;
  }
  throw new Error('ran out of bingo names');
}

function inventTitle(
  vendor: VendorSeed,
  vendorIndex: number,
  type: GameType,
  i: number,
  prng: Prng,
  taken: Set<string>,
  nextLiveName: () => string,
): string {
  switch (type) {
    case 'RNG':
      return inventName('slot', prng, taken);
    case 'FISH':
      return inventName('fish', prng, taken);
    case 'PVP':
      return inventName('pvp', prng, taken);
    case 'LIVE':
      return nextLiveName();
    case 'SPORTS':
      return listed(SPORTS_GAMES[vendor.code], i, vendor.code);
    case 'ESPORTS':
      return listed(esportsNames(vendor.displayName, vendorIndex, vendor.games.ESPORTS ?? 0), i, vendor.code);
    case 'COCKFIGHT':
      return listed(cockfightNames(vendor.displayName, vendorIndex, vendor.games.COCKFIGHT ?? 0), i, vendor.code);
    case 'LOTT':
    case 'ELOTT':
      return listed(LOTTERY_GAMES[vendor.code], i, vendor.code);
    case 'INHOUSE':
      return listed(INHOUSE_GAMES, i, vendor.code);
  }
}

function listed(names: string[] | undefined, i: number, vendor: string): string {
  const name = names?.[i];
  if (!name) throw new Error(`no title #${i + 1} listed for ${vendor}`);
  return name;
}

function classifyOf(type: GameType, vendor: string): string | null {
  if (type === 'RNG') return 'SLOT';
  // The e-lottery books' draws: Vietnam's regional lotteries (VR) and other number lotteries.
  if (type === 'ELOTT') return vendor === 'VR' ? 'LOTTERY_VIETNAM' : 'LOTTERY';
  if (type === 'LIVE' || type === 'PVP') return 'TABLE';
  return null;
}

function draft(vendor: VendorSeed, title: Title, n: number, prng: Prng): Draft {
  const type = title.type;
  const gameCode = String(n);
  return {
    gameId: `${vendor.code.toLowerCase()}-${gameCode}`,
    gameCode,
    gameName: title.name,
    vendor: vendor.code,
    gameType: type,
    gameClassify: title.classify,
    isNew: !title.famous && prng.chance(NEW_SHARE),
    supportFreePlay: freePlay(type, prng),
    isH5: title.famous || !prng.chance(0.1),
    playType: type === 'LOTT' || type === 'ELOTT' ? prng.pick(['trad', 'ent'] as const) : 'trad',
    lottoMode: lottoMode(vendor.code, type, n),
    minBet: prng.pick(MIN_BETS[type]),
    minLine: type === 'RNG' && title.classify !== BINGO_CLASSIFY ? prng.pick([1, 9, 20, 25, 30, 40, 50, 243]) : 1,
    famous: title.famous,
  };
}

const MIN_BETS: Record<GameType, number[]> = {
  RNG: [0.2, 0.5, 1, 1, 2, 3],
  FISH: [0.1, 0.5, 1],
  LIVE: [10, 20, 50, 100],
  PVP: [1, 5, 10],
  SPORTS: [10],
  ESPORTS: [10],
  COCKFIGHT: [50, 100],
  LOTT: [1, 2, 5],
  ELOTT: [1, 2],
  INHOUSE: [0.5, 1],
};

function freePlay(type: GameType, prng: Prng): boolean {
  if (type === 'RNG' || type === 'FISH') return prng.chance(0.9);
  if (type === 'INHOUSE') return true;
  if (type === 'PVP') return prng.chance(0.3);
  return false;
}

function lottoMode(vendor: string, type: GameType, n: number): PrizeMode | null {
  if (type === 'ELOTT') return 'Elott';
  if (type !== 'LOTT') return null;
  if (vendor === 'TCG_SEA') return 'SEA';
  return n % 2 === 0 ? 'ZY' : 'Lott';
}

/**
 * Marks about 8% of each type hot (at least six where the type has six games), famous
 * titles first, and numbers the hot list 1..n across every type.
 */
function rankHot(drafts: Draft[], prng: Prng): GameSeed[] {
  const hot = new Set<Draft>();
  const famousHot: Draft[] = [];
  const otherHot: Draft[] = [];
  for (const type of GAME_TYPES) {
    const ofType = drafts.filter((d) => d.gameType === type);
    const target = Math.min(ofType.length, Math.max(MIN_HOT_PER_TYPE, Math.round(ofType.length * HOT_SHARE)));
    const famous = ofType.filter((d) => d.famous).slice(0, target);
    const rest = prng.shuffle(ofType.filter((d) => !d.famous)).slice(0, target - famous.length);
    famous.forEach((d) => (hot.add(d), famousHot.push(d)));
    rest.forEach((d) => (hot.add(d), otherHot.push(d)));
  }
  const order = [...famousHot, ...prng.shuffle(otherHot)];
  const rank = new Map(order.map((d, i) => [d, i + 1]));
  const sortInVendor = new Map<string, number>();
  return drafts.map((d, i) => {
    const { famous: _famous, ...row } = d;
    const sortOrder = (sortInVendor.get(d.vendor) ?? 0) + 1;
    sortInVendor.set(d.vendor, sortOrder);
    return { ...row, nodeId: FIRST_NODE_ID + i, isHot: hot.has(d), hotRank: rank.get(d) ?? null, sortOrder };
  });
}
