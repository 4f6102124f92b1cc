import type { Prng } from './prng';

/** Titles players know; they lead their vendor's list and start out hot. */
export const FAMOUS_GAMES: Record<string, { RNG?: string[]; FISH?: string[]; BINGO?: string[]; PVP?: string[] }> = {
  JILI: {
    RNG: [
      'Super Ace',
      'Fortune Gems',
      'Money Coming',
      'Boxing King',
      'Crazy777',
      'Golden Empire',
      'Super Ace Deluxe',
      'Fortune Gems 2',
      'Fortune Gems 3',
      'Charge Buffalo',
      'Lucky Coming',
      'Pharaoh Treasure',
    ],
    FISH: ['Jackpot Fishing', 'Royal Fishing', 'Boom Legend', 'Dinosaur Tycoon', 'All-star Fishing', 'Mega Fishing'],
    BINGO: [
      'Bingo Carnaval',
      'Calaca Bingo',
      'Go Goal Bingo',
      'Fortune Bingo',
      'Pearls of Bingo',
      'Lucky Bingo',
      'Magic Lamp Bingo',
      'Jackpot Bingo',
    ],
    PVP: ['Tongits Go', 'Pusoy Go', 'Color Game', 'Lucky 9 Go'],
  },
  FC: {
    RNG: ['Chinese New Year', 'Night Market', 'Lucky Fortunes', 'Fortune Egg', 'Golden Genie', 'Treasure Cruise'],
    FISH: ['Fiesta Fishing', 'Star Hunter'],
  },
  PGE: {
    RNG: [
      'Mahjong Ways',
      'Mahjong Ways 2',
      'Wild Bounty Showdown',
      'Treasures of Aztec',
      'Lucky Neko',
      'Fortune Ox',
      'Caishen Wins',
      'Wild Bandito',
    ],
  },
  PP: { RNG: ['Gates of Olympus', 'Sweet Bonanza', 'Starlight Princess', 'Sugar Rush', 'Wild West Gold'] },
  JDB: { RNG: ['Lucky Seven', 'Fortune Treasure'], FISH: ['Dragon Fishing', 'Fishing Disco'] },
  MB: { BINGO: ['Bingo Pinoy', 'Perya Bingo', 'Fiesta Bingo', 'Bingo Blast'] },
};

const SLOT_ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Super',
  'Royal',
  'Mega',
  'Fortune',
  'Crazy',
  'Magic',
  'Sweet',
  'Hot',
  'Blazing',
  'Diamond',
  'Jade',
  'Ancient',
  'Mystic',
  'Hidden',
  'Sacred',
  'Emerald',
  'Ruby',
  'Crystal',
  'Thunder',
  'Phoenix',
  'Neon',
  'Samurai',
  'Pirate',
  'Jungle',
  'Cosmic',
  'Dancing',
  'Flying',
  'Happy',
  'Secret',
  'Imperial',
  'Burning',
  'Frozen',
  'Midnight',
  'Rising',
  'Silver',
  'Shining',
  "Dragon's",
  "Tiger's",
  "Panda's",
  'Wealthy',
  'Electric',
  'Savage',
  'Starry',
];

const SLOT_NOUNS = [
  'Empire',
  'Gems',
  'Fortune',
  'Treasures',
  'Riches',
  'Dragon',
  'Tiger',
  'Phoenix',
  'Koi',
  'Lion',
  'Panda',
  'Buffalo',
  'Wolf',
  'Eagle',
  'Pharaoh',
  'Goddess',
  'Queen',
  'King',
  'Temple',
  'Kingdom',
  'Jungle',
  'Ocean',
  'Volcano',
  'Gold',
  'Coins',
  'Fruits',
  'Candy',
  'Bonanza',
  'Jackpot',
  'Wheel',
  'Reels',
  'Spins',
  'Vault',
  'Dynasty',
  'Legend',
  'Quest',
  'Safari',
  'Festival',
  'Fiesta',
  'Carnival',
  'Nights',
  'Garden',
  'Mine',
  'Blossom',
  'Lantern',
  'Bull',
  'Stallion',
  'Monkey',
  'Rooster',
  'Ninja',
  'Warrior',
  'Wizard',
  'Stars',
  'Moon',
  'Sun',
  'Storm',
  'Dreams',
  'Pearls',
];

const SLOT_PLACES = [
  'Olympus',
  'Atlantis',
  'Egypt',
  'the Nile',
  'the Aztecs',
  'the Maya',
  'Bali',
  'Boracay',
  'Cebu',
  'Macau',
  'Manila',
  'Shanghai',
  'Avalon',
  'the Deep',
  'the Amazon',
  'Babylon',
  'Sparta',
  'Valhalla',
  'the Orient',
  'Palawan',
];

const SLOT_SUFFIXES = ['Deluxe', 'Megaways', '2', '3', 'Hold & Win', 'Xmas', '1000', 'Extreme', 'Link', 'Rush'];

const FISH_FIRST = [
  'Ocean',
  'Deep Sea',
  'Golden',
  'Mega',
  'Royal',
  'Thunder',
  'Lucky',
  'Happy',
  'Dragon',
  'Shark',
  'Mermaid',
  'Pirate',
  'Neptune',
  'Coral',
  'Crab',
  'Whale',
  'Octopus',
  'Storm',
  'Fortune',
  'Monster',
  'Kraken',
  'Reef',
];
const FISH_SECOND = ['Fishing', 'Hunter', 'King', 'Catch', 'Bounty', 'Blast', 'Frenzy', 'Party', 'Legend', 'Tycoon', 'Rampage', 'Strike'];

const LIVE_TABLES = [
  'Baccarat',
  'Speed Baccarat',
  'No Commission Baccarat',
  'Squeeze Baccarat',
  'Dragon Tiger',
  'Roulette',
  'Auto Roulette',
  'Sic Bo',
  'Blackjack',
  'VIP Blackjack',
  'Fan Tan',
  'Niu Niu',
  'Andar Bahar',
  "Casino Hold'em",
  'Color Game Live',
  'Three Card Poker',
  'Dream Catcher Wheel',
  'Pula Puti Live',
];

const PVP_GAMES = [
  'Tongits',
  'Pusoy',
  'Pusoy Dos',
  'Lucky 9',
  'Teen Patti',
  'Andar Bahar',
  'Rummy',
  "Texas Hold'em",
  'Omaha Poker',
  'Blackjack 21',
  'Card Baccarat',
  'Card Dragon Tiger',
  'Dice Sic Bo',
  'Fan Tan Cards',
  'Niu Niu Cards',
  'Mahjong',
  'Domino QiuQiu',
  'Capsa Susun',
  'Sakla',
  'Big Two',
  'Thirteen Cards',
  'Gin Rummy',
];
const PVP_VARIANTS = [
  'Classic',
  'Plus',
  'Deluxe',
  'Speed',
  'Royale',
  'Pro',
  'Blitz',
  'VIP',
  'Online',
  'Mania',
  'Master',
  'Star',
  'Arena',
  'Club',
  'Fiesta',
];

export const SPORTS_GAMES: Record<string, string[]> = {
  SABA: ['SABA Sports', 'SABA Virtual Sports', 'SABA Number Game'],
  SBO: ['SBOBET Sportsbook', 'SBOBET Virtual Football', 'SBOBET Live Betting'],
  CMD: ['CMD368 Sports', 'CMD368 Virtual League'],
  BTI: ['BTi Sportsbook', 'BTi In-Play'],
};

const ESPORTS_TITLES = [
  'Mobile Legends',
  'Dota 2',
  'League of Legends',
  'Valorant',
  'Counter-Strike 2',
  'PUBG Mobile',
  'Honor of Kings',
  'Free Fire',
];
const COCKFIGHT_TITLES = ['Live Arena', 'Derby Cup', 'Hack Fight', 'Pintakasi', 'Grand Derby', 'Bulangan Live'];

const VIETNAM_PROVINCES = [
  'Hanoi',
  'Ho Chi Minh',
  'An Giang',
  'Bac Lieu',
  'Ben Tre',
  'Binh Duong',
  'Binh Dinh',
  'Binh Phuoc',
  'Binh Thuan',
  'Ca Mau',
  'Can Tho',
  'Da Lat',
  'Da Nang',
  'Dak Lak',
  'Dong Nai',
  'Dong Thap',
  'Gia Lai',
  'Hau Giang',
  'Kien Giang',
  'Khanh Hoa',
  'Kon Tum',
  'Long An',
  'Ninh Thuan',
  'Phu Yen',
  'Quang Nam',
  'Quang Ngai',
  'Soc Trang',
  'Tay Ninh',
  'Tien Giang',
  'Vung Tau',
];

export const LOTTERY_GAMES: Record<string, string[]> = {
  TCG_SEA: VIETNAM_PROVINCES.map((p) => `${p} Lottery`),
  GW: [
    '6/42 Lotto',
    '6/45 Mega Lotto',
    '6/49 Super Lotto',
    '6/55 Grand Lotto',
    '6/58 Ultra Lotto',
    '2D Lotto',
    '3D Lotto',
    '4D Lotto',
    '6D Lotto',
    'Thai Lottery',
    'Lao Lottery',
    'Malaysia 4D',
    'Singapore 4D',
    ...['Fast 3', 'Lucky 5', 'Pick 3', 'Speed Keno'].flatMap((g) => ['1 Min', '3 Min', '5 Min'].map((t) => `${g} ${t}`)),
  ],
  TCG: ['Keno', 'PK10 Racing', 'Happy 8', 'Lucky Ball', 'Color Ball', 'Speed Sic Bo', 'Lucky Ten', 'Fast Three', 'Pick Five']
    .flatMap((g) => ['1 Min', '3 Min', '5 Min'].map((t) => `${g} ${t}`))
    .slice(0, 25),
  VR: [
    'VR Racing',
    'VR Marble Race',
    'VR Keno',
    'VR Lucky 10',
    'VR Speedboat',
    'VR Cycling',
    'VR Horse Race',
    'VR Dog Race',
    'VR Fast 3',
    'VR Lotto',
    'VR Basketball',
    'VR Penalty',
  ].flatMap((g) => ['1.5 Min', '3 Min'].map((t) => `${g} ${t}`)),
};

/**
 * The in-house originals, in game-code order (bgs-1, bgs-2, …): every one is playable on the
 * reference platform, each with its own rules (server/src/services/slot/originals.ts).
 */
export const INHOUSE_GAMES = ['Tala Fruits', 'Gem Palace', 'Hi-Lo'];

/** Invents a title of the given kind that is not in `taken`; the caller records it. */
export function inventName(kind: 'slot' | 'fish' | 'pvp', prng: Prng, taken: Set<string>): string {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const name = kind === 'slot' ? slotName(prng) : kind === 'fish' ? `${prng.pick(FISH_FIRST)} ${prng.pick(FISH_SECOND)}` : pvpName(prng);
    if (!taken.has(name)) return name;
  }
  throw new Error(`ran out of ${kind} names`);
}

function slotName(prng: Prng): string {
  const roll = prng.next();
  if (roll < 0.15) return `${prng.pick(SLOT_NOUNS)} of ${prng.pick(SLOT_PLACES)}`;
  let adjective = prng.pick(SLOT_ADJECTIVES);
  let noun = prng.pick(SLOT_NOUNS);
  while (noun.startsWith(adjective.slice(0, 4))) {
    adjective = prng.pick(SLOT_ADJECTIVES);
    noun = prng.pick(SLOT_NOUNS);
  }
  return roll < 0.3 ? `${adjective} ${noun} ${prng.pick(SLOT_SUFFIXES)}` : `${adjective} ${noun}`;
}

function pvpName(prng: Prng): string {
  const base = prng.pick(PVP_GAMES);
  return prng.chance(0.15) ? base : `${base} ${prng.pick(PVP_VARIANTS)}`;
}

/** Live tables are numbered per table kind across every studio, so each name is unique. */
export function liveTableNamer(prng: Prng): () => string {
  const counters = new Map<string, number>();
  return () => {
    const table = prng.pick(LIVE_TABLES);
    const n = (counters.get(table) ?? 0) + 1;
    counters.set(table, n);
    return `${table} ${n}`;
  };
}

export const esportsNames = (displayName: string, index: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    i === 0 ? displayName : `${displayName} ${ESPORTS_TITLES[(index * 2 + i) % ESPORTS_TITLES.length]}`,
  );

export const cockfightNames = (displayName: string, index: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    i === 0 ? displayName : `${displayName} ${COCKFIGHT_TITLES[(index + i) % COCKFIGHT_TITLES.length]}`,
  );
