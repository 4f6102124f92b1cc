import '../protection.css';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PLAY_LIMIT_ERRORS, type RealityCheckStatus } from '@contract/protection';
import { listenToNetwork, type ApiFailure } from '@/lib/api-client';
import { FormAlert } from '@/components/form/Form';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { logout } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useTranslation } from '@/lib/use-translation';
import { answerRealityCheck, realityCheckStatus } from '../api/protection';
import { moneyText } from '../money';

/**
 * The reality check over an in-house game: the platform says when the next one is due,
 * counted from this session's play start on the server. The page waits that long, asks again
 * whenever the app comes back to the foreground (timers sleep in the background), and
 * whenever the platform refuses a bet because a check is due. While shown it stops play.
 */
export default function RealityCheck() {
  const [status, setStatus] = useState<RealityCheckStatus | null>(null);
  const refreshRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const refresh = async () => {
      try {
        const next = await realityCheckStatus();
        if (stopped) return;
        setStatus(next);
        if (timer) clearTimeout(timer);
        timer = null;
        if (next.enabled && next.dueInSeconds !== null && !next.due) {
          timer = setTimeout(() => void refresh(), next.dueInSeconds * 1000 + 250);
        }
      } catch {
        // No answer: the next return to the foreground or refused bet asks again.
      }
    };
    refreshRef.current = () => void refresh();
    void refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    const stop = listenToNetwork({
      onFailure: (failure) => {
        if (failure.errorCode === PLAY_LIMIT_ERRORS.realityCheckDue) void refresh();
      },
    });
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      stop();
      if (timer) clearTimeout(timer);
    };
  }, []);

  if (!status?.due) return null;
  return <RealityCheckDialog status={status} onAnswered={() => refreshRef.current()} />;
}

function RealityCheckDialog({ status, onAnswered }: { status: RealityCheckStatus; onAnswered: () => void }) {
  const { t } = useTranslation(['protection', 'errors']);
  const navigate = useNavigate();
  const symbol = currencySymbol(useSiteInfo());
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  useScrollLock(true);
  useEffect(() => continueRef.current?.focus(), []);
  const answer = async (choice: 'CONTINUE' | 'LOG_OUT') => {
    setSending(true);
    setFailure(null);
    try {
      await answerRealityCheck(choice);
      if (choice === 'LOG_OUT') {
        await logout();
        await navigate({ to: '/m/home', replace: true });
        return;
      }
      onAnswered();
    } catch (error) {
      setFailure(error as ApiFailure);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="modal-backdrop" role="presentation">
      <div
        className="dialog reality-check"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="reality-check-title"
        aria-describedby="reality-check-time"
      >
        <h2 id="reality-check-title" className="dialog__title">
          {t('reality.title')}
        </h2>
        <p id="reality-check-time" className="dialog__message">
          {t('reality.played', { count: status.playedMinutes })}
        </p>
        <dl className="reality-check__figures">
          <dt>{t('reality.bet')}</dt>
          <dd>{moneyText(status.bet, symbol)}</dd>
          <dt>{t('reality.won')}</dt>
          <dd>{moneyText(status.won, symbol)}</dd>
          <dt>{t('reality.net')}</dt>
          <dd>{moneyText(status.net, symbol)}</dd>
        </dl>
        <FormAlert message={failure ? errorMessage(t, failure) : null} />
        <div className="reality-check__actions">
          <button type="button" ref={continueRef} className="btn btn--gold" disabled={sending} onClick={() => void answer('CONTINUE')}>
            {t('reality.continue')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={sending}
            onClick={() => void navigate({ to: '/m/transaction/record' })}
          >
            {t('reality.history')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={sending} onClick={() => void answer('LOG_OUT')}>
            {t('reality.logOut')}
          </button>
        </div>
      </div>
    </div>
  );
}
