import type { FastifyInstance } from 'fastify';
import { gameCalls } from '../../../contract/games';
import { lotteryCalls } from '../../../contract/lottery';
import { sportsCalls } from '../../../contract/sports';
import type { AppContext } from '../http/context';
import { handle } from '../http/handle';
import type { CatalogueServices } from '../services/catalogue';

export function registerGameRoutes(app: FastifyInstance, ctx: AppContext, catalogue: CatalogueServices): void {
  handle(app, ctx, gameCalls.getVendorGameTypes, () => catalogue.vendors.gameTypes());
  handle(app, ctx, gameCalls.getVendorMapping, () => catalogue.vendors.mapping());
  handle(app, ctx, gameCalls.getVendorSorting, () => catalogue.vendors.sorting());
  handle(app, ctx, gameCalls.getGameList, ({ input, session }) => catalogue.games.list(input, session));
  handle(app, ctx, gameCalls.getGame, ({ input }) => catalogue.games.one(input.nodeId));
  handle(app, ctx, gameCalls.getHotGames, ({ input }) => catalogue.games.hot(input.gameType));
  handle(app, ctx, gameCalls.getWinnerBoard, ({ input }) =>
    catalogue.winners.board({ gameCategory: input.gameCategory, limitNum: input.limitNum }),
  );
  handle(app, ctx, gameCalls.getLotteryList, ({ input }) => catalogue.lottery.list(input.gameType));
  handle(app, ctx, lotteryCalls.getNumero, ({ input }) => catalogue.numero.list(input.vendor));
  handle(app, ctx, gameCalls.getJackpot, ({ input }) => catalogue.jackpot.get(input.pool));
  handle(app, ctx, sportsCalls.getLiveMatches, ({ input }) => catalogue.sports.live({ hot: input.hot }));
}
