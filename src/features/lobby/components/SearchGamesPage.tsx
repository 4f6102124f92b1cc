import '../lobby.css';
import { Suspense, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameType } from '@contract/domain';
import { useGameOpener } from '@/components/game/use-game-opener';
import { useContentLanguage } from '@/lib/i18n';
import { hotGamesOf, useHotGames } from '@/lib/games/hot-games';
import { useGameList } from '../use-game-list';
import { GameListSection } from './GameListSection';
import { PopularGames } from './lazy-panels';
import { SearchBox } from './SearchBox';

/** Searching games of one type (or all types) by name; the popular games of that type wait above until a name is typed. */
export function SearchGamesPage({ gameType }: { gameType: GameType | undefined }) {
  const { t } = useTranslation('lobby');
  const open = useGameOpener();
  const [gameName, setGameName] = useState('');
  const list = useGameList({ dataType: 'ALL', gameType, gameName });
  const hot = useHotGames(useContentLanguage());
  const scope = gameType ? t(`titles.${gameType}`) : t('search.everything');
  return (
    <div className="lobby search-page">
      <h2 className="lobby-heading">{t('search.title', { name: scope })}</h2>
      <SearchBox onSearch={setGameName} autoFocus />
      {!gameName && hot.data && (
        <Suspense fallback={null}>
          <PopularGames games={hotGamesOf(hot.data, gameType)} onOpen={(game, options) => void open(game, options)} />
        </Suspense>
      )}
      <GameListSection
        list={list}
        onOpen={(game, options) => void open(game, options)}
        label={t('search.results')}
        emptyMessage={gameName ? t('search.none', { name: gameName }) : t('list.empty')}
      />
    </div>
  );
}
