import { Link } from '@tanstack/react-router';
import type { GameType } from '@contract/domain';
import { useTranslation } from '@/lib/use-translation';
import { LobbyIcon } from '@/components/game/lobby-icons';
import { Icon } from '@/components/ui/icons';

/** Looks like the search box but only opens the search page for this game type. */
export function SearchLauncher({ gameType }: { gameType?: GameType | undefined }) {
  const { t } = useTranslation('lobby');
  return (
    <Link to="/m/search-games" search={{ gameType }} className="search-launcher" aria-label={t('search.open')}>
      <LobbyIcon name="search" size={18} />
      <span className="search-launcher__placeholder">{t('search.placeholder')}</span>
    </Link>
  );
}

/** "In my collection": the favourites of this game type. */
export function CollectionLink({ gameType }: { gameType?: GameType | undefined }) {
  const { t } = useTranslation('lobby');
  return (
    <Link to="/m/fav-games" search={{ gameType }} className="collection-link">
      <Icon name="heart" size={18} />
      <span>{t('collection')}</span>
    </Link>
  );
}
