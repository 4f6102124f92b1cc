import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/use-translation';
import { Icon } from '../ui/icons';
import { menuState, toggleOverlay } from './menu-state';

const HeaderMenu = lazy(() => import('./HeaderMenu').then((m) => ({ default: m.HeaderMenu })));

/** The ⋮ menu carries no count: its entries hold no unread content (the inbox count sits on the mail icon). */
export function HeaderMenuButton() {
  const { t } = useTranslation('shell');
  const open = useSnapshot(menuState).open === 'drop';
  return (
    <div className="header-menu-anchor">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('header.more')}
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => toggleOverlay('drop')}
      >
        <Icon name="more" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderMenu />
        </Suspense>
      )}
    </div>
  );
}
