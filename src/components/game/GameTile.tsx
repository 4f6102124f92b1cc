import './game.css';
import { useId, useState, type ReactNode } from 'react';
import { INHOUSE_VENDORS, type Game } from '@contract/domain';
import { formatAmount } from '@/lib/format';
import { isLotteryGame, type OpenGameOptions } from '@/lib/games/open-game';
import { currencySymbol, siteState } from '@/lib/site';
import { FavouriteToggle } from './FavouriteToggle';
import { FreePlayButton } from './FreePlayButton';
import { tileText } from './tile-labels';

/** Opens a game, with play money when the player chose free play. */
export type OnOpenGame = (game: Game, options?: OpenGameOptions) => void;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** A table's bet limits with the site's currency, read once per tile rather than subscribed to: "₱20–₱5K". */
function limits(min: number, max: number): string {
  const symbol = currencySymbol(siteState.info);
  const short = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${formatAmount(n / 1000, 0)}K` : formatAmount(n, n % 1 === 0 ? 0 : 2));
  return `${symbol}${short(min)}–${symbol}${short(max)}`;
}

/** A provider's game on a platform that opens them as demos, read once per tile rather than subscribed to. */
const isDemo = (game: Game) => siteState.info?.providerGames === 'demo' && !(INHOUSE_VENDORS as readonly string[]).includes(game.vassalage);

/**
 * One game: its art (square, so rows never shift while images load) and its name. The
 * whole tile is one button; the heart, "Try" (free play, where the game offers it and the
 * list has room) and `children` are extra controls laid over the art.
 */
export function GameTile({
  game,
  onOpen,
  offerFreePlay = true,
  children,
}: {
  game: Game;
  onOpen: OnOpenGame;
  /** Compact rows (Home's sliders) leave "Try" to the lobby lists, keeping each small tile to one extra control. */
  offerFreePlay?: boolean;
  children?: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const tableId = useId();
  const demoId = useId();
  const demo = isDemo(game);
  const showArt = game.showIcon && game.iconUrl && !failed;
  const table = game.liveTable;
  return (
    <div className="game-tile" data-game-id={game.nodeId}>
      {/* The full name is the tile's name even where the visible name is cut after two lines. */}
      <button
        type="button"
        className="game-tile__button"
        aria-label={game.gameName}
        aria-describedby={[table && tableId, demo && demoId].filter(Boolean).join(' ') || undefined}
        onClick={() => onOpen(game)}
      >
        <span className="game-tile__art">
          {showArt ? (
            <img src={game.iconUrl} alt="" loading="lazy" decoding="async" draggable={false} onError={() => setFailed(true)} />
          ) : (
            <span className="game-tile__fallback" aria-hidden="true">
              {initialsOf(game.gameName)}
            </span>
          )}
          {demo && (
            <span className={`game-tile__demo${table ? ' game-tile__demo--over-table' : ''}`} aria-hidden="true">
              {tileText('demo.label')}
            </span>
          )}
          {table && (
            <span className="game-tile__table" id={tableId} data-testid="live-table">
              <span>{tileText('liveTable.players', String(table.players))}</span>
              <span>{tileText('liveTable.limits', limits(table.minBet, table.maxBet))}</span>
            </span>
          )}
        </span>
        <span className="game-tile__name">{game.gameName}</span>
        {demo && (
          <span className="visually-hidden" id={demoId}>
            {tileText('demo.description')}
          </span>
        )}
      </button>
      <FavouriteToggle game={game} />
      {offerFreePlay && game.supportPlay && !isLotteryGame(game) && <FreePlayButton game={game} onOpen={onOpen} />}
      {children}
    </div>
  );
}
