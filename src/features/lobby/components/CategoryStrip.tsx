import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { GameType } from '@contract/domain';
import { Icon } from '@/components/ui/icons';
import { useContentLanguage } from '@/lib/i18n';
import { destinationOf } from '@/lib/route-meta';
import { useTranslation } from '@/lib/use-translation';
import { useCategories } from '../use-categories';

/**
 * The lobby's category strip under the header: Home, then every switched-on category in the lobby's
 * order except sports, each a link to its lobby (or the game centre) with no vendor or type filter,
 * the open one marked. It scrolls sideways under the thumb and brings the open one into view.
 */
export function CategoryStrip() {
  const { t } = useTranslation(['lobby', 'shell']);
  const language = useContentLanguage();
  const { categories } = useCategories(language);
  const location = useRouterState({ select: (state) => ({ path: state.location.pathname, search: state.location.search }) });
  const openType = (location.search as { gameType?: unknown }).gameType;
  const strip = useRef<HTMLElement>(null);
  const isOpen = (type: GameType) => {
    const destination = destinationOf(type);
    return destination.to === location.path && (destination.to !== '/m/gameCenter' || destination.gameType === openType);
  };
  const shown = categories.filter((category) => category.gameType !== 'SPORTS');
  const openKey = shown.find((category) => isOpen(category.gameType))?.gameType;

  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [openKey]);

  return (
    <nav ref={strip} className="category-strip" aria-label={t('lobby:strip.label')}>
      <Link to="/m/home" className="category-strip__item">
        <Icon name="home" size={18} />
        {t('shell:footer.home')}
      </Link>
      {shown.map(({ gameType }) => {
        const destination = destinationOf(gameType);
        const current = gameType === openKey ? 'page' : undefined;
        return destination.to === '/m/gameCenter' ? (
          <Link key={gameType} to="/m/gameCenter" search={{ gameType }} className="category-strip__item" aria-current={current}>
            {t(`shell:categories.${gameType}`)}
          </Link>
        ) : (
          <Link key={gameType} to={destination.to} className="category-strip__item" aria-current={current}>
            {t(`shell:categories.${gameType}`)}
          </Link>
        );
      })}
    </nav>
  );
}
