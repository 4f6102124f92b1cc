import { Link, useNavigate } from '@tanstack/react-router';
import { BreakNotice } from '@/components/ui/BreakNotice';
import { logout } from '@/lib/auth';
import type { SessionBreak } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';

/** After a login during a break: why the session is withdraw-only, the way to the balance, and logging out. */
export default function WithdrawOnlyOffer({ onBreak }: { onBreak: SessionBreak }) {
  const { t } = useTranslation('protection');
  const navigate = useNavigate();
  return (
    <div className="acc-page">
      <BreakNotice onBreak={onBreak}>
        <Link className="btn btn--gold" to="/m/withdraw" replace>
          {t('withdrawOnly.withdraw')}
        </Link>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => void logout().then(() => navigate({ to: '/m/home', replace: true }))}
        >
          {t('withdrawOnly.logOut')}
        </button>
      </BreakNotice>
    </div>
  );
}
