import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Game } from '@contract/domain';
import { GameTile, type OnOpenGame } from '@/components/game/GameTile';

/** The hot list shows its first six; "show more" (or a typed name) shows them all. */
export const HOT_INITIAL = 6;

export function visibleHotGames(games: readonly Game[], expanded: boolean, nameTyped: boolean): readonly Game[] {
  return expanded || nameTyped ? games : games.slice(0, HOT_INITIAL);
}

export function HotGames({
  games,
  onOpen,
  title,
  nameTyped = false,
}: {
  games: readonly Game[];
  onOpen: OnOpenGame;
  title: string;
  nameTyped?: boolean;
}) {
  const { t } = useTranslation('lobby');
  const [expanded, setExpanded] = useState(false);
  if (games.length === 0) return null;
  const shown = visibleHotGames(games, expanded, nameTyped);
  return (
    <section className="hot-games" aria-label={title}>
      <h2 className="lobby-heading">{title}</h2>
      <div className="hot-games__grid" role="list">
        {shown.map((game) => (
          <div key={game.nodeId} role="listitem">
            <GameTile game={game} onOpen={onOpen} />
          </div>
        ))}
      </div>
      {shown.length < games.length && (
        <button type="button" className="btn btn--ghost btn--small hot-games__more" onClick={() => setExpanded(true)}>
          {t('hot.showMore', { count: games.length - shown.length })}
        </button>
      )}
    </section>
  );
}
