import '../protection.css';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  PROTECTION_ERRORS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakPeriod,
  type LimitKey,
  type ProtectionHistoryEntry,
  type ProtectionLimit,
  type ProtectionState,
} from '@contract/protection';
import type { ApiFailure } from '@/lib/api-client';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { confirmDialog } from '@/components/ui/dialog';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { CustomerServiceLink } from '@/components/service/CustomerServiceLink';
import { showToast, TOAST_MS } from '@/components/ui/toast';
import { logout } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useForm } from '@/lib/form/use-form';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useUiLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import type { TFunction } from '@/lib/translator';
import { confirmLimit, setLimit, setRealityCheck, takeBreak, useProtection } from '../api/protection';
import { moneyText } from '../money';
import { formatDateTime } from '@/lib/dates';

const NS = ['protection', 'errors'] as const;
const protectionCodes = new Set<string>(Object.values(PROTECTION_ERRORS));

/** A refusal in the player's words: the page's own codes first, then the app's. */
function failureText(t: TFunction, failure: ApiFailure): string {
  return protectionCodes.has(failure.errorCode) ? t(`protection:errors.${failure.errorCode.split('.')[1]}`) : errorMessage(t, failure);
}

/** /m/responsibleGaming: the player's limits, reality check, breaks from play, their history, and where to get help. */
export function ResponsibleGamingPage() {
  const state = useProtection();
  if (state.data) return <ProtectionContent state={state.data} />;
  if (state.status === 'error') return <LoadFailed failure={state.failure} onRetry={state.retry} />;
  return <PageLoading />;
}

function ProtectionContent({ state }: { state: ProtectionState }) {
  const { t } = useTranslation(NS);
  const language = useUiLanguage();
  const limit = (key: LimitKey) => state.limits.find((l) => l.key === key)!;
  return (
    <div className="protection-page">
      <p className="protection-intro">{t('intro')}</p>
      {state.activeBreak && (
        <p className="protection-notice" role="status">
          {t(state.activeBreak.selfExclusion ? 'break.selfExcludedUntil' : 'break.timeOutUntil', {
            time: formatDateTime(state.activeBreak.endsAt, language),
          })}
        </p>
      )}
      <section className="protection-card" aria-labelledby="deposit-limits">
        <h2 id="deposit-limits">{t('deposit.title')}</h2>
        <p className="protection-facts">{t('deposit.what')}</p>
        {(['DEPOSIT_DAY', 'DEPOSIT_WEEK', 'DEPOSIT_MONTH'] as const).map((key) => (
          <LimitForm key={key} limit={limit(key)} />
        ))}
      </section>
      <section className="protection-card" aria-labelledby="loss-limits">
        <h2 id="loss-limits">{t('loss.title')}</h2>
        <p className="protection-facts">{t('loss.what')}</p>
        {(['LOSS_DAY', 'LOSS_WEEK', 'LOSS_MONTH'] as const).map((key) => (
          <LimitForm key={key} limit={limit(key)} />
        ))}
      </section>
      <section className="protection-card" aria-labelledby="session-limit">
        <h2 id="session-limit">{t('session.title')}</h2>
        <p className="protection-facts">{t('session.what')}</p>
        <LimitForm limit={limit('SESSION_MINUTES')} />
      </section>
      <RealityCheckChoice minutes={state.realityCheckMinutes} />
      {!state.activeBreak && <BreakForm />}
      <History entries={state.history} />
      <section className="protection-card" aria-labelledby="protection-help">
        <h2 id="protection-help">{t('help.title')}</h2>
        <p className="protection-facts">{t('help.what')}</p>
        <ul className="protection-help">
          {state.help.map((contact) => (
            <li key={contact.path}>
              <CustomerServiceLink entry={contact}>{t('help.contact', { name: contact.title })}</CustomerServiceLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const AMOUNT_RULE = { required: true, minLength: 1, maxLength: 16, patternId: 'TEXT' } as const;

/** One limit: what is in force, what the period has used, a change waiting, and the form to change it. */
function LimitForm({ limit }: { limit: ProtectionLimit }) {
  const { t } = useTranslation(NS);
  const language = useUiLanguage();
  const symbol = currencySymbol(useSiteInfo());
  const minutes = limit.key === 'SESSION_MINUTES';
  const show = (value: string) => (minutes ? t('session.minutes', { count: Number(value) }) : moneyText(value, symbol));
  const name = t(`limits.${limit.key}`);
  const form = useForm({
    initial: { value: '' },
    rules: { value: AMOUNT_RULE },
    checks: {
      value: (value) =>
        minutes
          ? /^\d{2,4}$/.test(value) && Number(value) >= 10 && Number(value) <= 1440
            ? null
            : 'minutes'
          : /^\d{1,12}(\.\d{1,2})?$/.test(value.replace(/,/g, '')) && /[1-9]/.test(value)
            ? null
            : 'amount',
    },
    message: (issue) => t(`issues.${issue === 'minutes' || issue === 'amount' ? issue : 'required'}`),
  });
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const send = async ({ value }: Record<string, string>) => {
    await setLimit(limit.key, value!.replace(/,/g, ''));
    showToast(t('saved'), { kind: 'success', durationMs: TOAST_MS.success });
  };
  const act = async (work: () => Promise<void>) => {
    setRemoving(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error as ApiFailure);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <div className="protection-limit">
      <p className="protection-limit__now">
        {limit.value === null
          ? t('limit.none', { name })
          : minutes
            ? t('limit.session', { name, value: show(limit.value) })
            : t('limit.current', { name, value: show(limit.value), used: show(limit.used), remaining: show(limit.remaining ?? '0.00') })}
      </p>
      {limit.pending && (
        <p className="protection-limit__pending">
          {t(limit.pending.value === null ? 'limit.pendingRemove' : 'limit.pendingRaise', {
            value: limit.pending.value === null ? '' : show(limit.pending.value),
            time: formatDateTime(limit.pending.confirmableAt, language),
          })}{' '}
          {limit.pending.confirmable && (
            <button
              type="button"
              className="btn btn--gold btn--small"
              disabled={removing}
              onClick={() => void act(() => confirmLimit(limit.key))}
            >
              {t('limit.confirm', { name })}
            </button>
          )}
        </p>
      )}
      <Form label={name} onSubmit={form.handleSubmit(send)}>
        <TextField
          label={minutes ? t('limit.newMinutes') : t('limit.newAmount')}
          inputMode={minutes ? 'numeric' : 'decimal'}
          {...form.register('value')}
        />
        <FormAlert message={form.failure ? failureText(t, form.failure) : failure ? failureText(t, failure) : null} />
        <div className="protection-actions">
          <SubmitButton form={form}>{t('limit.save')}</SubmitButton>
          {limit.value !== null && !limit.pending && (
            <button type="button" className="btn btn--ghost" disabled={removing} onClick={() => void act(() => setLimit(limit.key, null))}>
              {t('limit.remove')}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

function RealityCheckChoice({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation(NS);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const choose = async (next: 15 | 30 | 60 | null) => {
    setSending(true);
    setFailure(null);
    try {
      await setRealityCheck(next);
      showToast(t('saved'), { kind: 'success', durationMs: TOAST_MS.success });
    } catch (error) {
      setFailure(error as ApiFailure);
    } finally {
      setSending(false);
    }
  };
  const choices = [null, ...REALITY_CHECK_MINUTES] as const;
  return (
    <section className="protection-card" aria-labelledby="reality-check">
      <h2 id="reality-check">{t('reality.title')}</h2>
      <p className="protection-facts">{t('reality.what')}</p>
      <div className="protection-choices" role="group" aria-labelledby="reality-check">
        {choices.map((choice) => (
          <button
            key={choice ?? 'off'}
            type="button"
            className={`btn ${choice === minutes ? 'btn--gold' : 'btn--ghost'}`}
            aria-pressed={choice === minutes}
            disabled={sending}
            onClick={() => void choose(choice)}
          >
            {choice === null ? t('reality.off') : t('reality.every', { count: choice })}
          </button>
        ))}
      </div>
      {failure && <FormAlert message={failureText(t, failure)} />}
    </section>
  );
}

const PASSWORD_RULE = { required: true, minLength: 1, maxLength: 64, patternId: 'TEXT' } as const;

/** A time-out or self-exclusion, confirmed with the login password and once more in a dialog: it cannot be ended early. */
function BreakForm() {
  const { t } = useTranslation(NS);
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<BreakPeriod>('24H');
  const form = useForm({
    initial: { password: '' },
    rules: { password: PASSWORD_RULE },
    message: (issue) => (issue === 'wrong' ? t('errors.passwordWrong') : t('issues.required')),
    fieldErrors: { [PROTECTION_ERRORS.passwordWrong]: ['password', 'wrong'] },
  });
  const send = async ({ password }: Record<string, string>) => {
    const sure = await confirmDialog({
      title: t('break.confirmTitle'),
      message: t('break.confirmMessage', { period: t(`periods.${period}`) }),
      confirmLabel: t('break.confirm'),
      cancelLabel: t('break.cancel'),
    });
    if (!sure) return;
    const taken = await takeBreak(period, password!);
    // The platform ended this session: the app forgets it and says until when play is closed.
    await logout();
    showToast(t('break.started', { time: formatDateTime(taken.endsAt, language) }), { kind: 'info', durationMs: TOAST_MS.long });
    await navigate({ to: '/m/home', replace: true });
  };
  const option = (value: BreakPeriod) => (
    <label key={value} className="protection-radio">
      <input type="radio" name="break-period" value={value} checked={period === value} onChange={() => setPeriod(value)} />
      {t(`periods.${value}`)}
    </label>
  );
  return (
    <section className="protection-card" aria-labelledby="take-break">
      <h2 id="take-break">{t('break.title')}</h2>
      <p className="protection-facts">{t('break.what')}</p>
      <Form label={t('break.title')} onSubmit={form.handleSubmit(send)}>
        <fieldset className="protection-periods">
          <legend>{t('break.timeOut')}</legend>
          {TIME_OUT_PERIODS.map(option)}
        </fieldset>
        <fieldset className="protection-periods">
          <legend>{t('break.selfExclusion')}</legend>
          {SELF_EXCLUSION_PERIODS.map(option)}
        </fieldset>
        <PasswordField label={t('break.password')} autoComplete="current-password" {...form.register('password')} />
        <FormAlert message={form.failure ? failureText(t, form.failure) : null} />
        <SubmitButton form={form}>{t('break.submit')}</SubmitButton>
      </Form>
    </section>
  );
}

function History({ entries }: { entries: ProtectionHistoryEntry[] }) {
  const { t } = useTranslation(NS);
  const language = useUiLanguage();
  const symbol = currencySymbol(useSiteInfo());
  const shown = (entry: ProtectionHistoryEntry, value: string | null) => {
    if (value === null) return t('history.noLimit');
    if (entry.subject === 'SESSION_MINUTES' || entry.subject === 'REALITY_CHECK') return t('session.minutes', { count: Number(value) });
    if (entry.action === 'TIME_OUT' || entry.action === 'SELF_EXCLUSION') return formatDateTime(value, language);
    return moneyText(value, symbol);
  };
  const subject = (entry: ProtectionHistoryEntry) =>
    entry.subject === null
      ? ''
      : entry.action === 'TIME_OUT' || entry.action === 'SELF_EXCLUSION'
        ? t(`periods.${entry.subject}`)
        : entry.subject === 'REALITY_CHECK'
          ? t('reality.title')
          : t(`limits.${entry.subject}`);
  return (
    <section className="protection-card" aria-labelledby="protection-history">
      <h2 id="protection-history">{t('history.title')}</h2>
      {entries.length === 0 ? (
        <p className="protection-facts">{t('history.empty')}</p>
      ) : (
        <ol className="protection-history">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span className="protection-history__time">{formatDateTime(entry.at, language)}</span>
              <span>
                {t(`history.${entry.action}`, {
                  subject: subject(entry),
                  value: shown(entry, entry.value),
                  previous: shown(entry, entry.previous),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
