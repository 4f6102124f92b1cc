import type { AppContext } from '../../http/context';
import type { GameService } from '../catalogue/games';
import type { ProtectionService } from '../protection';
import type { SportsService } from '../sports';
import type { VendorService } from '../catalogue/vendors';
import { createFavouritesService } from './favourites';
import { createLaunchService } from './launch';
import { createRecentService } from './recent';

/**
 * Favourites, recent games and launching. The catalogue's game list reads a member's
 * favourites and recent games through the scopes installed here (data types FAV, RECENT).
 */
export function createLobbyServices(
  ctx: AppContext,
  catalogue: { games: GameService; sports: SportsService; vendors: VendorService },
  protection: ProtectionService,
) {
  const { games, sports, vendors } = catalogue;
  const { db, config } = ctx;
  const favourites = createFavouritesService(db, config);
  const recent = createRecentService(db, config);

  games.setMemberList('FAV', (query, session) =>
    query
      .join(`JOIN favourites f ON f.node_id = g.node_id AND f.member_id = ${query.param(session.memberId)}`)
      .orderBy('f.created_at DESC'),
  );
  games.setMemberList('RECENT', (query, session) =>
    query
      .join(`JOIN recent_games r ON r.node_id = g.node_id AND r.member_id = ${query.param(session.memberId)}`)
      .orderBy('r.last_played_at DESC'),
  );

  return { favourites, recent, launch: createLaunchService(db, config, recent, protection, sports, vendors) };
}

export type LobbyServices = ReturnType<typeof createLobbyServices>;
