import { useNavigate } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { isLoggedIn } from '@/lib/session';
import { isFlagOn } from '@/lib/site';
import { showToast } from './toast';

/**
 * The bet-record entry's rule: a visitor goes to log in (and comes back to the records);
 * with the site's bet records switch (TRANSBETREPMEM3) on a member opens /m/gameRecord;
 * otherwise the player is asked to contact customer service.
 */
export function useBetRecordAction() {
  const { t } = useTranslation(['errors']);
  const navigate = useNavigate();
  /** `order`: a bet order of today to open in the records (a ticket just bought). */
  return useCallback(
    (order?: string) => {
      if (!isLoggedIn()) return void navigate({ to: '/m/login', search: { redirect: '/m/gameRecord' } });
      if (isFlagOn('TRANSBETREPMEM3'))
        return void navigate(order ? { to: '/m/gameRecord', search: { range: 'today', order } } : { to: '/m/gameRecord' });
      showToast(t('errors:codes.contactService'));
    },
    [navigate, t],
  );
}

/** A button (for menus such as the member centre's, or a ticket's "see ticket") that follows the bet-record rule. */
export function BetRecordLink({ className, order, children }: { className?: string; order?: string; children: ReactNode }) {
  const open = useBetRecordAction();
  return (
    <button type="button" className={className} onClick={() => open(order)}>
      {children}
    </button>
  );
}
