import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  formatMinorUnits,
  type DepositBonus,
  type DepositChannel,
  type DepositOptions,
  formatMoneyText,
  plainAmount,
} from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useForm } from '@/lib/form/use-form';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { currencySymbol, useSiteInfo, useTemplates } from '@/lib/site';
import { createDeposit, useDepositChannels, useDepositOptions } from '../api/deposit';
import { depositChannelFacts } from '../deposit-facts';
import { newRequestKey, readAmount } from '../money';
import { pendingDepositOf, rememberPendingDeposit } from '../pending-deposit';
import { useOnline } from '../use-online';
import { walletErrorMessage } from '../wallet-errors';

export function DepositForm() {
  // A page the server drew is taken over with the operator's channels it was drawn with; the
  // member's own options (their bonuses) follow in the render after.
  const hydrated = useHydrated();
  const options = useDepositOptions(hydrated);
  const drawnWith = useDepositChannels(!hydrated).data;
  if (options.data) return <DepositChoices options={options.data} />;
  if (drawnWith) return <DepositChoices options={{ channels: drawnWith.channels, bonuses: [] }} />;
  if (options.status === 'error') return <LoadFailed failure={options.failure} onRetry={options.retry} />;
  return <PageLoading />;
}

/** Integer arithmetic on minor units only: the fee and bonus the player will see, as the platform computes them. */
const feeOf = (cents: number, channel: DepositChannel) => Math.ceil((cents * (readAmount(channel.feePercent) ?? 0)) / 10_000);
function bonusOf(cents: number, bonus: DepositBonus): number {
  if (cents < (readAmount(bonus.minDeposit) ?? 0)) return 0;
  return Math.min(Math.floor((cents * bonus.percent) / 100), readAmount(bonus.max) ?? 0);
}

function DepositChoices({ options }: { options: DepositOptions }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const navigate = useNavigate();
  const online = useOnline();
  const symbol = currencySymbol(useSiteInfo());
  const layout = useTemplates().depositDetail;
  const owner = useSession()?.userName ?? '';
  const channels = options.channels.filter((channel) => channel.enabled);
  const [channelCode, setChannelCode] = useState(channels[0]?.code ?? '');
  const [bonusCode, setBonusCode] = useState('');
  const [pendingId, setPendingId] = useState<number | null>(null);
  const channel = channels.find((c) => c.code === channelCode) ?? channels[0];
  const money = (text: string) => formatMoneyText(text, symbol);

  useEffect(() => {
    let live = true;
    void pendingDepositOf(owner).then((id) => live && setPendingId(id));
    return () => {
      live = false;
    };
  }, [owner]);

  const form = useForm({
    initial: { amount: '' },
    rules: { amount: { required: true, minLength: 0, maxLength: 20, patternId: 'TEXT' } },
    checks: {
      amount: (value) => {
        const cents = readAmount(value);
        if (cents === null || cents <= 0) return 'invalid';
        if (channel && (cents < (readAmount(channel.min) ?? 0) || cents > (readAmount(channel.max) ?? 0))) return 'range';
        return null;
      },
    },
    message: (issue) =>
      issue === 'range' && channel
        ? t('deposit.amountRange', { min: money(channel.min), max: money(channel.max) })
        : t(`deposit.amountIssue.${issue === 'required' ? 'required' : 'invalid'}`),
  });
  const cents = readAmount(form.values.amount);
  const bonuses = options.bonuses;
  const bonus = bonuses.find((b) => b.code === bonusCode);

  // One key per request: kept while the player re-sends the same deposit after a network failure, new once anything changes.
  const requestKey = useRef(newRequestKey());
  const requestShape = `${channelCode}|${form.values.amount}|${bonusCode}`;
  useEffect(() => {
    requestKey.current = newRequestKey();
  }, [requestShape]);

  if (!channel) return <EmptyState icon="deposit" message={t('deposit.noChannels')} />;

  const send = async ({ amount }: { amount: string }) => {
    const paid = readAmount(amount);
    if (paid === null) return;
    const deposit = await createDeposit(
      { channelCode: channel.code, amount: formatMinorUnits(paid), ...(bonus ? { bonusCode: bonus.code } : {}) },
      requestKey.current,
    );
    await rememberPendingDeposit({ id: deposit.id, owner });
    // The status screen takes this page's place in history, so coming back from the gateway (or pressing back) lands on it.
    await navigate({ to: '/m/voucherCenter', search: { deposit: deposit.id }, replace: true });
    if (deposit.paymentUrl) window.location.assign(deposit.paymentUrl);
  };

  const fee = cents !== null ? feeOf(cents, channel) : 0;
  const bonusCents = cents !== null && bonus ? bonusOf(cents, bonus) : 0;

  return (
    <div className="wallet-page">
      {pendingId !== null && (
        <p className="wallet-notice">
          {t('deposit.pendingNotice')}{' '}
          <Link to="/m/voucherCenter" search={{ deposit: pendingId }}>
            {t('deposit.viewStatus')}
          </Link>
        </p>
      )}
      <Form label={t('deposit.formLabel')} onSubmit={form.handleSubmit(send)}>
        <fieldset className="wallet-fieldset">
          <legend className="wallet-legend">{t('deposit.channel')}</legend>
          <div className={layout === 'new' ? 'channel-grid' : 'channel-list'}>
            {channels.map((c) => (
              <label key={c.code} className={`channel${c.code === channel.code ? ' channel--on' : ''}`}>
                <input
                  type="radio"
                  name="channel"
                  value={c.code}
                  checked={c.code === channel.code}
                  onChange={() => setChannelCode(c.code)}
                  className="channel__input"
                />
                <img src={c.logo} alt="" width={layout === 'new' ? 40 : 32} height={layout === 'new' ? 40 : 32} />
                <span className="channel__name">{c.name}</span>
                <span className="channel__group">{t(`deposit.groups.${c.group}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="wallet-facts">{depositChannelFacts(channel, symbol, (key, values) => t(key, values))}</p>
        <TextField label={t('deposit.amount')} inputMode="decimal" autoComplete="off" leading={symbol} {...form.register('amount')} />
        <div className="preset-row" role="group" aria-label={t('deposit.presets')}>
          {channel.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="preset"
              aria-pressed={readAmount(form.values.amount) === readAmount(preset)}
              onClick={() => form.setValue('amount', plainAmount(preset))}
            >
              {money(preset)}
            </button>
          ))}
        </div>
        {bonuses.length > 0 && (
          <fieldset className="wallet-fieldset">
            <legend className="wallet-legend">{t('deposit.bonus')}</legend>
            <label className="bonus">
              <input type="radio" name="bonus" value="" checked={bonusCode === ''} onChange={() => setBonusCode('')} />
              <span>{t('deposit.noBonus')}</span>
            </label>
            {bonuses.map((b) => (
              <label key={b.code} className="bonus">
                <input type="radio" name="bonus" value={b.code} checked={bonusCode === b.code} onChange={() => setBonusCode(b.code)} />
                <strong>{t(`deposit.bonusNames.${b.code}`, { defaultValue: b.name })}</strong>
                <span className="bonus__terms">
                  {t('deposit.bonusTerms', { percent: b.percent, max: money(b.max), min: money(b.minDeposit), times: b.turnoverMultiple })}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {cents !== null && cents > 0 && (
          <dl className="wallet-summary">
            <dt>{t('deposit.youPay')}</dt>
            <dd>{money(formatMinorUnits(cents))}</dd>
            {fee > 0 && (
              <>
                <dt>{t('deposit.feeLine')}</dt>
                <dd>-{money(formatMinorUnits(fee))}</dd>
              </>
            )}
            {bonusCents > 0 && (
              <>
                <dt>{t('deposit.bonusLine')}</dt>
                <dd>+{money(formatMinorUnits(bonusCents))}</dd>
              </>
            )}
            <dt>{t('deposit.credited')}</dt>
            <dd>{money(formatMinorUnits(cents - fee + bonusCents))}</dd>
          </dl>
        )}
        {!online && (
          <p className="wallet-offline" role="status">
            {t('offline')}
          </p>
        )}
        <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
        <SubmitButton form={form} disabled={!online} sendingLabel={t('deposit.sending')}>
          {t('deposit.submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
