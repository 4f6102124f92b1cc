import * as z from 'zod/mini';
import { FAVOURITES_LIMIT, PAGE_SIZE, PLAY_TYPES, PRIZE_MODES } from '../domain';
import { DRAW_NO_PATTERN, DRAW_PICK_PATTERN, DRAW_RULES } from '../draw';
import { HILO_GUESSES, SLOT_SYMBOLS } from '../lobby';
import { q } from './define';
import { matchIdSchema } from './sports';
import { gameSchema, gameTypeSchema, languageSchema, launchTokenSchema, nodeIdSchema } from './domain';

const vendorCode = z.string().check(z.trim(), z.regex(/^[A-Z0-9_]{1,20}$/));
const gameIdSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,60}$/));
/** Every spin carries a fresh round id; the same id twice is the same round (a retry), never a second bet. */
export const roundIdSchema = z.uuid();
export const favouritesPageSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});
export const favouriteChangeSchema = z.object({
  nodeId: z.string(),
  favourite: z.boolean(),
  /** False when the call changed nothing: the game was already (or was not) a favourite, or the key was seen before. */
  changed: z.boolean(),
  count: z.int(),
});
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;
export const recentPageSchema = z.object({
  list: z.array(gameSchema),
  pageNum: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});
export const launchValueSchema = z.object({
  /**
   * Same-origin address to open: the app's game page (/m/game) for the in-house games, the
   * vendor's game page for the others (on the reference platform, a demo page per vendor).
   */
  url: z.string(),
  /** H5 games open inside the app; the others in a new window. */
  isGameH5: z.boolean(),
  freePlay: z.boolean(),
  nodeId: z.string(),
});
export type LaunchValue = z.infer<typeof launchValueSchema>;
export const slotSymbolSchema = z.enum(SLOT_SYMBOLS);
export const slotLineWinSchema = z.object({
  line: z.int(),
  symbol: slotSymbolSchema,
  count: z.int(),
  win: z.number(),
});
export const slotRoundSchema = z.object({
  roundId: z.string(),
  /** grid[row][reel]. */
  grid: z.array(z.array(slotSymbolSchema)),
  lineWins: z.array(slotLineWinSchema),
  bet: z.number(),
  win: z.number(),
  net: z.number(),
  balance: z.number(),
  playMoney: z.boolean(),
  createdAt: z.string(),
});
export type SlotRound = z.infer<typeof slotRoundSchema>;
const launchedGameSchema = z.object({
  nodeId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  vendorName: z.string(),
});
export const slotStateSchema = z.object({
  game: launchedGameSchema,
  /** Which of the in-house slots: its symbols, lines and paytable follow. */
  machine: z.enum(['FRUIT', 'GEMS']),
  freePlay: z.boolean(),
  playMoney: z.boolean(),
  balance: z.number(),
  currency: z.string(),
  bets: z.array(z.number()),
  lines: z.array(z.array(z.int())),
  paytable: z.array(z.object({ symbol: slotSymbolSchema, count: z.int(), multiplier: z.number() })),
  /** Return to player computed exactly from the reel strips and the paytable, e.g. 0.9612. */
  rtp: z.number(),
  lastRound: z.nullable(slotRoundSchema),
});
export type SlotState = z.infer<typeof slotStateSchema>;
/** A card: rank 1 (ace, lowest) to 13 (king), suit spades, hearts, diamonds or clubs. */
export const playingCardSchema = z.object({ rank: z.int().check(z.gte(1), z.lte(13)), suit: z.enum(['S', 'H', 'D', 'C']) });
export type PlayingCard = z.infer<typeof playingCardSchema>;
/** What each guess pays on the card shown, as a multiple of the bet; 0 where the guess cannot win. */
export const hiLoOddsSchema = z.object({ higher: z.number(), lower: z.number() });
export const hiLoRoundSchema = z.object({
  roundId: z.string(),
  guess: z.enum(HILO_GUESSES),
  /** The card the guess was made on, and the card drawn. */
  card: playingCardSchema,
  next: playingCardSchema,
  won: z.boolean(),
  multiplier: z.number(),
  bet: z.number(),
  win: z.number(),
  net: z.number(),
  balance: z.number(),
  playMoney: z.boolean(),
  /** The odds on the drawn card, which the next round is played on. */
  nextOdds: hiLoOddsSchema,
  createdAt: z.string(),
});
export type HiLoRound = z.infer<typeof hiLoRoundSchema>;
export const hiLoStateSchema = z.object({
  game: launchedGameSchema,
  freePlay: z.boolean(),
  playMoney: z.boolean(),
  balance: z.number(),
  currency: z.string(),
  bets: z.array(z.number()),
  /** The card on the table: the next round guesses against it. */
  card: playingCardSchema,
  odds: hiLoOddsSchema,
  /** Return to player of every guess (a tie loses), e.g. 0.96. */
  rtp: z.number(),
  lastRound: z.nullable(hiLoRoundSchema),
});
export type HiLoState = z.infer<typeof hiLoStateSchema>;

const drawNoSchema = z.string().check(z.regex(DRAW_NO_PATTERN));
const drawPickSchema = z.string().check(z.regex(DRAW_PICK_PATTERN));
/** A draw open for tickets: its number, when it draws and when its tickets close (ISO times). */
export const drawSchema = z.object({ drawNo: z.string(), drawAt: z.string(), closesAt: z.string() });
export const drawResultSchema = z.object({ drawNo: z.string(), drawAt: z.string(), numbers: z.string() });
export const drawTicketSchema = z.object({
  ticketId: z.string(),
  drawNo: z.string(),
  drawAt: z.string(),
  closesAt: z.string(),
  /** Each line is a sub-order of the ticket's bet order. */
  lines: z.array(z.object({ subOrderNo: z.string(), pick: z.string(), stake: z.number() })),
  bet: z.number(),
  balance: z.number(),
  playMoney: z.boolean(),
  createdAt: z.string(),
});
export type DrawTicket = z.infer<typeof drawTicketSchema>;
export const drawStateSchema = z.object({
  game: launchedGameSchema,
  freePlay: z.boolean(),
  playMoney: z.boolean(),
  balance: z.number(),
  currency: z.string(),
  stakes: z.array(z.number()),
  /** What a matching line pays, as a multiple of its stake. */
  payout: z.number(),
  maxLines: z.int(),
  /** The next draws open for tickets, soonest first. */
  draws: z.array(drawSchema),
  /** The latest drawn results, newest first. */
  results: z.array(drawResultSchema),
});
export type DrawState = z.infer<typeof drawStateSchema>;

/** Each call's request and response. */
export const lobbySchemas = {
  getFavouriteIds: {
    request: z.strictObject({}),
    response: z.object({ nodeIds: z.array(z.string()).check(z.maxLength(FAVOURITES_LIMIT)), limit: z.int() }),
  },
  getFavourites: {
    request: z.strictObject({
      pageNo: z._default(q.int(1, 10_000), 1),
      pageSize: z._default(q.int(1, FAVOURITES_LIMIT), PAGE_SIZE),
      gameType: z.optional(gameTypeSchema),
      vendor: z.optional(vendorCode),
      language: z.optional(languageSchema),
    }),
    response: favouritesPageSchema,
  },
  addFavourite: {
    request: z.strictObject({ nodeId: nodeIdSchema, vendor: z.optional(vendorCode) }),
    response: favouriteChangeSchema,
  },
  removeFavourite: {
    request: z.strictObject({ nodeId: nodeIdSchema, vendor: z.optional(vendorCode) }),
    response: favouriteChangeSchema,
  },
  getRecentGames: {
    request: z.strictObject({
      page: z._default(q.int(1, 10_000), 1),
      pageSize: z._default(q.int(1, 100), PAGE_SIZE),
      gameType: z.optional(gameTypeSchema),
      vendor: z.optional(vendorCode),
      language: z.optional(languageSchema),
      clientType: z._default(z.literal('2'), '2'),
    }),
    response: recentPageSchema,
  },
  launchGame: {
    request: z.strictObject({
      nodeId: nodeIdSchema,
      gameId: z.optional(gameIdSchema),
      gameCategory: z.optional(gameTypeSchema),
      vendor: z.optional(vendorCode),
      supportFreePlay: z._default(q.flag(), false),
      language: z.optional(languageSchema),
      /** A sports book's lobby game opens at this live match of the fixture feed. */
      matchId: z.optional(matchIdSchema),
    }),
    response: launchValueSchema,
  },
  launchLottery: {
    request: z.strictObject({
      vendor: vendorCode,
      gameCode: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,60}$/)),
      prizeMode: z.enum(PRIZE_MODES),
      playType: z._default(z.enum(PLAY_TYPES), 'trad'),
      language: z.optional(languageSchema),
    }),
    response: launchValueSchema,
  },
  getSlotState: {
    request: z.strictObject({ launch: launchTokenSchema }),
    response: slotStateSchema,
  },
  spinSlot: {
    request: z.strictObject({ launch: launchTokenSchema, roundId: roundIdSchema, bet: z.number().check(z.positive(), z.lte(1_000_000)) }),
    response: slotRoundSchema,
  },
  getHiLoState: {
    request: z.strictObject({ launch: launchTokenSchema }),
    response: hiLoStateSchema,
  },
  playHiLo: {
    request: z.strictObject({
      launch: launchTokenSchema,
      roundId: roundIdSchema,
      bet: z.number().check(z.positive(), z.lte(1_000_000)),
      guess: z.enum(HILO_GUESSES),
    }),
    response: hiLoRoundSchema,
  },
  getDrawState: {
    request: z.strictObject({ launch: launchTokenSchema }),
    response: drawStateSchema,
  },
  buyDrawTicket: {
    request: z.strictObject({
      launch: launchTokenSchema,
      /** The ticket's id is its idempotency key: the same id again answers the ticket bought. */
      ticketId: roundIdSchema,
      drawNo: drawNoSchema,
      lines: z
        .array(z.strictObject({ pick: drawPickSchema, stake: z.number().check(z.positive(), z.lte(1_000_000)) }))
        .check(z.minLength(1), z.maxLength(DRAW_RULES.maxLines)),
    }),
    response: drawTicketSchema,
  },
  getSlotRounds: {
    request: z.strictObject({ pageNo: z._default(q.int(1, 10_000), 1), pageSize: z._default(q.int(1, 100), PAGE_SIZE) }),
    response: z.object({
      list: z.array(z.extend(slotRoundSchema, { gameName: z.string(), nodeId: z.string() })),
      pageNum: z.int(),
      totalPages: z.int(),
      totalCount: z.int(),
    }),
  },
};
