import '../fb-game.css';
import { Link } from '@tanstack/react-router';
import type { Game } from '@contract/domain';
import { useGameOpener } from '@/components/game/use-game-opener';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { StarMark } from '@/components/ui/icons';
import type { ApiFailure } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/i18n';
import { isGameTypeEnabled, useSiteInfo } from '@/lib/site';
import { useTranslation } from '@/lib/use-translation';
import { useGame } from '../api/get-game';
import { SharedGame } from './SharedGame';

/**
 * The platform's refusals that mean the link names no game on offer: an unknown game or one of a switched-off
 * type (404, game.notFound), or no node id at all (400). Anything else is a failure to try again.
 */
const isNoSuchGame = (failure: ApiFailure | null) => failure?.kind === 'server' && (failure.status === 404 || failure.status === 400);

/**
 * /m/fbGame?nodeId= : the page a Facebook post, ad or message links to for one game. It shows the game
 * (from the device's copy when offline), or says plainly that the game is not available and leads to the lobby.
 */
export function FbGamePage({ nodeId }: { nodeId: string | undefined }) {
  const { t } = useTranslation('fbGame');
  const language = useContentLanguage();
  const site = useSiteInfo();
  const open = useGameOpener({ askVisitorFirst: true });
  const game = useGame(nodeId, language);
  const onOpen = (chosen: Game, options?: { freePlay?: boolean }) => void open(chosen, options);

  let body;
  if (!nodeId || isNoSuchGame(game.failure)) body = <GameUnavailable />;
  else if (game.data)
    body = isGameTypeEnabled(site, game.data.gameType) ? <SharedGame game={game.data} onOpen={onOpen} /> : <GameUnavailable />;
  else if (game.status === 'error') body = <LoadFailed failure={game.failure} onRetry={game.retry} />;
  else
    body = (
      <div className="fb-game__loading shimmer" role="status">
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    );

  return (
    <div className="fb-game">
      <Link to="/m/home" className="logo fb-game__home" aria-label={t('home')}>
        <StarMark size={26} />
        <span className="logo__word">Tala</span>
      </Link>
      {body}
    </div>
  );
}

function GameUnavailable() {
  const { t } = useTranslation('fbGame');
  return (
    <section className="fb-game__unavailable" data-testid="game-unavailable">
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.text')}</p>
      <Link to="/m/home" className="btn btn--gold">
        {t('unavailable.lobby')}
      </Link>
    </section>
  );
}
