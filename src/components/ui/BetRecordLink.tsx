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
  return useCallback(() => {
    if (!isLoggedIn()) return void navigate({ to: '/m/login', search: { redirect: '/m/gameRecord' } });
    if (isFlagOn('TRANSBETREPMEM3')) return void navigate({ to: '/m/gameRecord' });
    showToast(t('errors:codes.contactService'));
  }, [navigate, t]);
}

/** A button (for menus such as the member centre's) that follows the bet-record rule. */
export function BetRecordLink({ className, children }: { className?: string; children: ReactNode }) {
  const open = useBetRecordAction();
  return (
    <button type="button" className={className} onClick={open}>
      {children}
    </button>
  );
}
