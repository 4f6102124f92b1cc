import '../lobby.css';
import { useTranslation } from '@/lib/use-translation';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { FAVOURITES_LIMIT, type GameType } from '@contract/domain';
import { useGameOpener } from '@/components/game/use-game-opener';
import { startFavouriteSync } from '@/lib/games/favourite-sync';
import { favouritesState, knowsFavourites } from '@/lib/games/favourites';
import { useSession } from '@/lib/session';
import { useGameList } from '../use-game-list';
import { useSearchUpdate } from '../use-search-update';
import { GameListSection } from './GameListSection';
import { SearchBox } from './SearchBox';

type ListKind = 'FAV' | 'RECENT';

/** A name as it is compared: any case, accents ignored ("Piñata" is found by "pinata"). */
const folded = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

// This page lists what the platform holds: it starts the favourites sync at once.
startFavouriteSync();

/** The member's favourites (at most 200) and recent games, for one game type or all. */
export function FavGamesPage({ gameType, dataType }: { gameType: GameType | undefined; dataType: ListKind }) {
  const { t } = useTranslation('lobby');
  const open = useGameOpener();
  const updateSearch = useSearchUpdate();
  const list = useGameList({ dataType, gameType }, { limit: dataType === 'FAV' ? FAVOURITES_LIMIT : undefined });
  const kinds: ListKind[] = ['FAV', 'RECENT'];
  const favourites = useSnapshot(favouritesState);
  const user = useSession()?.userName;
  const [gameName, setGameName] = useState('');
  // A favourite removed here leaves the list at once; the platform hears about it through the sync queue.
  const kept =
    dataType === 'FAV' && knowsFavourites(favourites, user) ? list.games.filter((g) => favourites.ids.includes(g.nodeId)) : list.games;
  // The whole list is here (at most 200 favourites), so a typed name is looked for in it at once.
  const wanted = folded(gameName);
  const shown = { ...list, games: wanted ? kept.filter((g) => folded(g.gameName).includes(wanted)) : kept };
  return (
    <div className="lobby fav-page">
      <h2 className="lobby-heading">
        {gameType ? t(`mine.titleOf.${dataType}`, { name: t(`titles.${gameType}`) }) : t(`mine.title.${dataType}`)}
      </h2>
      <div className="segmented" role="tablist" aria-label={t('mine.label')}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={kind === dataType}
            aria-controls="my-games"
            className={`segmented__item${kind === dataType ? ' is-selected' : ''}`}
            onClick={() => {
              setGameName('');
              updateSearch({ dataType: kind === 'FAV' ? undefined : kind });
            }}
          >
            {t(`mine.tabs.${kind}`)}
          </button>
        ))}
      </div>
      {(kept.length > 0 || gameName) && <SearchBox key={dataType} onSearch={setGameName} label={t(`mine.search.${dataType}`)} />}
      <GameListSection
        id="my-games"
        list={shown}
        onOpen={(game, options) => void open(game, options)}
        label={t(`mine.title.${dataType}`)}
        emptyMessage={gameName ? t('search.none', { name: gameName }) : t(`mine.empty.${dataType}`)}
      />
    </div>
  );
}
