import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@tanstack/react-router';
import type { LoginRequest } from '@contract/account';
import { showToast } from '@/components/ui/toast';
import { applyLogin } from '@/lib/auth';
import { login } from '../api/login';

/** How long the "sent" and "done" notices show before the next step. */
export const NOTICE_MS = 1000;

/** Logs in with the new password and goes home; should that fail, the login page takes over. */
export function useLoginAfterReset() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return async (request: LoginRequest) => {
    showToast(t('forget.done'), { kind: 'success', durationMs: NOTICE_MS });
    try {
      applyLogin(await login(request));
      void navigate({ to: '/m/home', replace: true });
    } catch {
      void navigate({ to: '/m/login', replace: true });
    }
  };
}
