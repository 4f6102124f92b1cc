import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, LANGUAGE_HEADER } from '../../../contract/define';
import { LANGUAGES, type Language } from '../../../contract/domain';
import { lobbyCalls } from '../../../contract/lobby';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import type { LobbyServices } from '../services/lobby';

export function registerLobbyRoutes(app: FastifyInstance, ctx: AppContext, lobby: LobbyServices): void {
  handleMember(app, ctx, lobbyCalls.getFavouriteIds, ({ session }) => lobby.favourites.ids(session));
  handleMember(app, ctx, lobbyCalls.getFavourites, ({ input, session }) => lobby.favourites.page(session, input));
  handleMember(app, ctx, lobbyCalls.addFavourite, ({ input, session, request }) =>
    lobby.favourites.add(session, input.nodeId, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])),
  );
  handleMember(app, ctx, lobbyCalls.removeFavourite, ({ input, session, request }) =>
    lobby.favourites.remove(session, input.nodeId, readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER])),
  );
  handleMember(app, ctx, lobbyCalls.getRecentGames, ({ input, session }) => lobby.recent.page(session, input));
  handleMember(app, ctx, lobbyCalls.launchGame, ({ input, session, request }) =>
    lobby.launch.launch(session, { ...input, language: input.language ?? headerLanguage(request.headers[LANGUAGE_HEADER]) }),
  );
  handleMember(app, ctx, lobbyCalls.launchLottery, ({ input, session, request }) =>
    lobby.launch.launchLottery(session, { ...input, language: input.language ?? headerLanguage(request.headers[LANGUAGE_HEADER]) }),
  );
}

/** The app's language header, when it names a language of the product: a vendor's page opens in it. */
function headerLanguage(value: string | string[] | undefined): Language | undefined {
  const language = Array.isArray(value) ? value[0] : value;
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : undefined;
}
