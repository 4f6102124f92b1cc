import { Link, useRouterState } from '@tanstack/react-router';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from '@/components/game/GameTile';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/** Vendors of these types open through one lobby game and have no provider page of their own. */
const NOT_BY_PROVIDER = new Set(['LOTT', 'ELOTT', 'SPORTS']);

/**
 * The game itself: its art (with its heart and "Try"), its name, its provider, "Play now", the provider's
 * other games and, for a visitor, the way to an account; the login page brings the player back here.
 */
export function SharedGame({ game, onOpen }: { game: Game; onOpen: OnOpenGame }) {
  const { t } = useTranslation('fbGame');
  const visitor = useSession() === null;
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <article className="fb-game__game" data-game-id={game.nodeId}>
      <div className="fb-game__art">
        <GameTile game={game} onOpen={onOpen} />
      </div>
      <h1 className="fb-game__name">{game.gameName}</h1>
      <p className="fb-game__provider">{t('provider', { name: game.vendorName })}</p>
      <div className="fb-game__actions">
        <button type="button" className="btn btn--gold btn--block" onClick={() => onOpen(game)}>
          {t('play')}
        </button>
        {!NOT_BY_PROVIDER.has(game.gameType) && (
          <Link to="/m/provider" search={{ vassalage: game.vassalage }} className="btn btn--outline btn--block">
            {t('moreFrom', { name: game.vendorName })}
          </Link>
        )}
      </div>
      {visitor && (
        <div className="fb-game__visitor">
          <p>{t('visitor.prompt')}</p>
          <div className="fb-game__visitor-links">
            <Link to="/m/register" className="btn btn--gold">
              {t('visitor.register')}
            </Link>
            <Link to="/m/login" search={{ redirect: here }} className="btn btn--ghost">
              {t('visitor.login')}
            </Link>
          </div>
        </div>
      )}
    </article>
  );
}
