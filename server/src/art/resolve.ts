import { GAME_TYPES, type GameType } from '../../../contract/domain';
import { buildBanners } from '../../seed/banners';
import { PROMOTIONS } from '../../seed/promotions';
import { vendorSeed } from '../../seed/vendors';
import type { Queryable } from '../db/database';
import { appIcon } from './app-icon';
import { bannerArt, promoArt } from './banner-art';
import { flagArt } from './flags';
import { gameIcon } from './game-icon';
import { palette } from './svg';
import { vendorLogo } from './vendor-logo';

/** The families of generated art, each a folder under an image CDN base. */
export const ART_KINDS = ['vendor', 'game', 'banner', 'promo', 'flags', 'app'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/**
 * File names each family accepts. Anything else — dots, slashes, encoded traversal — is
 * refused before any lookup, so a name never reaches the database or the file system.
 */
const FILE_PATTERNS: Record<ArtKind, RegExp> = {
  vendor: /^([A-Z0-9_]{1,24})-(COLOR2|WHITE)\.svg$/,
  game: /^([A-Za-z0-9_-]{1,64})\.png$/,
  banner: /^(m_[a-z]{2,10}_[A-Z]{2}_\d{1,2})\.svg$/,
  promo: /^([a-z0-9-]{1,60})-(cover|detail)\.svg$/,
  flags: /^([A-Za-z]{2})\.svg$/,
  app: /^icon-(192|512|maskable)\.svg$/,
};

const BANNERS = new Map(buildBanners().map((b) => [b.artName, b]));
const PROMOS = new Map(PROMOTIONS.map((p) => [p.key, p]));

export const SVG_TYPE = 'image/svg+xml; charset=utf-8';
export const PNG_TYPE = 'image/png';

export interface Art {
  body: string | Buffer;
  type: typeof SVG_TYPE | typeof PNG_TYPE;
}

export interface ArtResolver {
  /** The image for a file of a family, or null when no such image exists. */
  render(kind: ArtKind, file: string): Promise<Art | null>;
}

const svg = (body: string | null): Art | null => (body === null ? null : { body, type: SVG_TYPE });

/** Art for catalogue entries (vendors, games) is drawn from what the database holds. */
export function createArtResolver(db: Queryable): ArtResolver {
  return {
    async render(kind, file) {
      const match = FILE_PATTERNS[kind].exec(file);
      if (!match) return null;
      const name = match[1]!;
      switch (kind) {
        case 'vendor':
          return svg(await renderVendor(db, name, match[2] as 'COLOR2' | 'WHITE'));
        case 'game': {
          const png = await renderGame(db, name);
          return png ? { body: png, type: PNG_TYPE } : null;
        }
        case 'banner': {
          const banner = BANNERS.get(name);
          return svg(banner ? bannerArt(name, banner.title, banner.subtitle) : null);
        }
        case 'promo': {
          const promo = PROMOS.get(name);
          return svg(promo ? promoArt(name, promo.art.headline, promo.art.tagline, match[2] as 'cover' | 'detail') : null);
        }
        case 'flags':
          return svg(flagArt(name));
        case 'app':
          return svg(name === 'maskable' ? appIcon(512, true) : appIcon(Number(name) as 192 | 512));
      }
    },
  };
}

async function renderVendor(db: Queryable, code: string, variant: 'COLOR2' | 'WHITE'): Promise<string | null> {
  const { rows } = await db.query<{ display_name: string }>('SELECT display_name FROM vendors WHERE code = $1', [code]);
  const vendor = rows[0];
  if (!vendor) return null;
  const colors = vendorSeed(code)?.colors ?? hashedColors(code);
  return vendorLogo(vendor.display_name, colors, variant);
}

async function renderGame(db: Queryable, gameId: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ game_name: string; game_type: string; vendor: string }>(
    'SELECT game_name, game_type, vendor FROM games WHERE game_id = $1',
    [gameId],
  );
  const game = rows[0];
  if (!game) return null;
  const gameType = (GAME_TYPES as readonly string[]).includes(game.game_type) ? (game.game_type as GameType) : 'RNG';
  const vendorColors = vendorSeed(game.vendor)?.colors ?? hashedColors(game.vendor);
  return gameIcon({ gameId, gameName: game.game_name, gameType, vendorCode: game.vendor, vendorColors });
}

function hashedColors(code: string): [string, string] {
  const { from, to } = palette(code);
  return [from, to];
}
