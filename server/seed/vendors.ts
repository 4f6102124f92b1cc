import type { GameType } from '../../contract/domain';

export interface VendorSeed {
  code: string;
  displayName: string;
  /** The vendor's primary category; its games may span more types (see `games`). */
  gameType: GameType;
  /** How many games of each type the vendor brings to the demo catalogue. */
  games: Partial<Record<GameType, number>>;
  /** Bingo titles: RNG games classified BG. */
  bingo?: number;
  /** Brand colours for the generated logo art. */
  colors: [string, string];
  /** True for vendors opened through one lobby game (sports books, lotteries, e-sports, cockfight). */
  lobby?: boolean;
}

/** Every provider of the demo platform, in the lobby's order. */
export const VENDOR_SEEDS: VendorSeed[] = [
  // Slots (RNG) — JILI, FC and PGE have their own rows on Home.
  { code: 'JILI', displayName: 'JILI', gameType: 'RNG', games: { RNG: 152, FISH: 15, PVP: 12 }, bingo: 8, colors: ['#e3262e', '#ffb400'] },
  { code: 'FC', displayName: 'FA CHAI', gameType: 'RNG', games: { RNG: 100, FISH: 12, PVP: 8 }, colors: ['#f05a22', '#ffd23f'] },
  { code: 'PGE', displayName: 'PG Soft', gameType: 'RNG', games: { RNG: 130, FISH: 8 }, colors: ['#1c1c1c', '#00c4b3'] },
  { code: 'PP', displayName: 'Pragmatic Play', gameType: 'RNG', games: { RNG: 260 }, colors: ['#f47c20', '#2b2b2b'] },
  { code: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG', games: { RNG: 165, FISH: 15 }, colors: ['#0a4ea3', '#f6c700'] },
  { code: 'CQ9', displayName: 'CQ9 Gaming', gameType: 'RNG', games: { RNG: 150, FISH: 8 }, colors: ['#f39800', '#7a1d8e'] },
  { code: 'KA', displayName: 'KA Gaming', gameType: 'RNG', games: { RNG: 130, FISH: 5 }, colors: ['#c6002b', '#ffcf5c'] },
  { code: 'BNG', displayName: 'Booongo', gameType: 'RNG', games: { RNG: 100 }, colors: ['#5b2a86', '#ff7ac6'] },
  { code: 'SPADE', displayName: 'Spadegaming', gameType: 'RNG', games: { RNG: 115 }, colors: ['#0f3d2e', '#d4af37'] },
  { code: 'MB', displayName: 'Mega Bingo', gameType: 'RNG', games: {}, bingo: 16, colors: ['#0077c8', '#ff4f9a'] },
  // Fishing
  { code: 'YL', displayName: 'YL Fishing', gameType: 'FISH', games: { FISH: 40 }, colors: ['#006d8f', '#3fe0d0'] },
  // Live casino
  { code: 'EVO', displayName: 'Evolution', gameType: 'LIVE', games: { LIVE: 80 }, colors: ['#111111', '#e2c275'] },
  { code: 'SEXY', displayName: 'Sexy Baccarat', gameType: 'LIVE', games: { LIVE: 40 }, colors: ['#b3002d', '#ff8fb1'] },
  { code: 'DG', displayName: 'Dream Gaming', gameType: 'LIVE', games: { LIVE: 45 }, colors: ['#2a1a5e', '#c9a0ff'] },
  { code: 'SA', displayName: 'SA Gaming', gameType: 'LIVE', games: { LIVE: 45 }, colors: ['#7c0a02', '#f2c14e'] },
  { code: 'WM', displayName: 'WM Casino', gameType: 'LIVE', games: { LIVE: 45 }, colors: ['#003b73', '#60a3d9'] },
  // Cards and table games against other players
  { code: 'KM', displayName: 'Kingmaker', gameType: 'PVP', games: { PVP: 60 }, colors: ['#4a148c', '#ffd54f'] },
  { code: 'V8', displayName: 'V8 Poker', gameType: 'PVP', games: { PVP: 50 }, colors: ['#00695c', '#ffee58'] },
  { code: 'TP', displayName: 'TP Gaming', gameType: 'PVP', games: { PVP: 40 }, colors: ['#263238', '#4fc3f7'] },
  // Sports books
  { code: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', games: { SPORTS: 3 }, lobby: true, colors: ['#003087', '#ffc72c'] },
  { code: 'SBO', displayName: 'SBOBET', gameType: 'SPORTS', games: { SPORTS: 3 }, lobby: true, colors: ['#0b3d91', '#ff6a13'] },
  { code: 'CMD', displayName: 'CMD368', gameType: 'SPORTS', games: { SPORTS: 2 }, lobby: true, colors: ['#1b5e20', '#a5d6a7'] },
  { code: 'BTI', displayName: 'BTi Sports', gameType: 'SPORTS', games: { SPORTS: 2 }, lobby: true, colors: ['#212121', '#76ff03'] },
  // E-sports
  { code: 'AV', displayName: 'AV Esports', gameType: 'ESPORTS', games: { ESPORTS: 3 }, lobby: true, colors: ['#1a237e', '#00e5ff'] },
  { code: 'AI', displayName: 'AI Esports', gameType: 'ESPORTS', games: { ESPORTS: 3 }, lobby: true, colors: ['#311b92', '#b388ff'] },
  { code: 'IMES', displayName: 'IM Esports', gameType: 'ESPORTS', games: { ESPORTS: 3 }, lobby: true, colors: ['#0d0d0d', '#ff1744'] },
  { code: 'TF', displayName: 'TF Gaming', gameType: 'ESPORTS', games: { ESPORTS: 3 }, lobby: true, colors: ['#004d40', '#64ffda'] },
  { code: 'IA', displayName: 'IA Esports', gameType: 'ESPORTS', games: { ESPORTS: 3 }, lobby: true, colors: ['#3e2723', '#ffab40'] },
  // Cockfight (sabong) — switched off by default in the operator settings.
  { code: 'SV3', displayName: 'SV388', gameType: 'COCKFIGHT', games: { COCKFIGHT: 3 }, lobby: true, colors: ['#8b0000', '#ffd700'] },
  { code: 'DS88', displayName: 'DS88 Sabong', gameType: 'COCKFIGHT', games: { COCKFIGHT: 3 }, lobby: true, colors: ['#5d1049', '#f48fb1'] },
  { code: 'DIG', displayName: 'DIG Sabong', gameType: 'COCKFIGHT', games: { COCKFIGHT: 3 }, lobby: true, colors: ['#33691e', '#dce775'] },
  { code: 'WGB', displayName: 'WGB Sabong', gameType: 'COCKFIGHT', games: { COCKFIGHT: 3 }, lobby: true, colors: ['#bf360c', '#ffcc80'] },
  { code: 'WS168', displayName: 'WS168', gameType: 'COCKFIGHT', games: { COCKFIGHT: 3 }, lobby: true, colors: ['#1a1a2e', '#e94560'] },
  // Lottery
  { code: 'TCG_SEA', displayName: 'TCG SEA Lottery', gameType: 'LOTT', games: { LOTT: 30 }, lobby: true, colors: ['#b71c1c', '#ffeb3b'] },
  { code: 'GW', displayName: 'GW Lottery', gameType: 'LOTT', games: { LOTT: 25 }, lobby: true, colors: ['#0d47a1', '#ffca28'] },
  // E-lottery
  { code: 'TCG', displayName: 'TCG Lottery', gameType: 'ELOTT', games: { ELOTT: 25 }, lobby: true, colors: ['#880e4f', '#ffc400'] },
  { code: 'VR', displayName: 'VR Lottery', gameType: 'ELOTT', games: { ELOTT: 23 }, lobby: true, colors: ['#006064', '#ff9100'] },
  // In-house originals
  { code: 'BGS', displayName: 'Tala Originals', gameType: 'INHOUSE', games: { INHOUSE: 3 }, colors: ['#0b1d3a', '#f5b700'] },
];

export const vendorSeed = (code: string) => VENDOR_SEEDS.find((v) => v.code === code);
