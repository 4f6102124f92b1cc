import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  formatMinorUnits,
  PAYMENT_PASSWORD_PATTERN,
  WALLET_ERRORS,
  type WithdrawInfo,
  formatMoneyText,
  plainAmount,
} from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { useForm } from '@/lib/form/use-form';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { createWithdrawal } from '../api/withdraw';
import { newRequestKey, readAmount } from '../money';
import { useOnline } from '../use-online';
import { walletErrorMessage } from '../wallet-errors';
import { refusalNumber } from '@/lib/refusal-number';

const RULE = { required: true, minLength: 0, maxLength: 20, patternId: 'TEXT' } as const;

/** Amount, payout account and payment password; the platform holds the amount at once and the operator pays it. */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const online = useOnline();
  const symbol = currencySymbol(useSiteInfo());
  const money = (text: string) => formatMoneyText(text, symbol);
  const [payeeId, setPayeeId] = useState(info.payees[0]?.id ?? 0);
  const withdrawable = readAmount(info.withdrawable) ?? 0;
  const form = useForm({
    initial: { amount: '', paymentPassword: '' },
    rules: { amount: RULE, paymentPassword: RULE },
    checks: {
      // Minor units compared as integers: no floating-point pesos.
      amount: (value) => {
        const cents = readAmount(value);
        if (cents === null || cents <= 0) return 'invalid';
        if (cents > withdrawable) return 'overWithdrawable';
        if (cents < (readAmount(info.min) ?? 0) || cents > (readAmount(info.max) ?? 0)) return 'range';
        return null;
      },
      paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
    },
    message: (issue, field, refusal) => {
      if (field === 'paymentPassword') {
        if (issue === 'wrong' || issue === 'locked')
          return t(`errors.paymentPassword.${issue}`, { count: refusalNumber(refusal, 'triesLeft') });
        return t(`withdraw.passwordIssue.${issue === 'sixDigits' ? 'sixDigits' : 'required'}`);
      }
      if (issue === 'overWithdrawable') return t('errors.withdraw.overWithdrawable', { withdrawable: money(info.withdrawable) });
      if (issue === 'range') return t('deposit.amountRange', { min: money(info.min), max: money(info.max) });
      return t(`deposit.amountIssue.${issue === 'required' ? 'required' : 'invalid'}`);
    },
    fieldErrors: {
      [WALLET_ERRORS.notWithdrawable]: ['amount', 'overWithdrawable'],
      [WALLET_ERRORS.paymentPasswordWrong]: ['paymentPassword', 'wrong'],
      [WALLET_ERRORS.paymentPasswordLocked]: ['paymentPassword', 'locked'],
    },
  });
  const requestKey = useRef(newRequestKey());
  const shape = `${payeeId}|${form.values.amount}`;
  useEffect(() => {
    requestKey.current = newRequestKey();
  }, [shape]);

  const send = async ({ amount, paymentPassword }: { amount: string; paymentPassword: string }) => {
    const cents = readAmount(amount);
    if (cents === null) return;
    const withdrawal = await createWithdrawal({ payeeId, amount: formatMinorUnits(cents), paymentPassword }, requestKey.current);
    showToast(t('withdraw.requested', { amount: money(withdrawal.amount) }), { kind: 'success' });
    form.reset({ amount: '', paymentPassword: '' });
  };

  return (
    <section className="wallet-card" aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className="wallet-card__title">
        {t('withdraw.request')}
      </h2>
      <Form label={t('withdraw.request')} onSubmit={form.handleSubmit(send)}>
        <fieldset className="wallet-fieldset">
          <legend className="wallet-legend">{t('withdraw.payTo')}</legend>
          {info.payees.map((payee) => (
            <label key={payee.id} className="bonus">
              <input type="radio" name="payee" checked={payeeId === payee.id} onChange={() => setPayeeId(payee.id)} />
              <strong>
                {payee.provider} {payee.maskedNumber}
              </strong>
              <span className="bonus__terms">{payee.accountName}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('withdraw.amount')}
          inputMode="decimal"
          autoComplete="off"
          leading={symbol}
          hint={t('withdraw.amountHint', { min: money(info.min), max: money(info.max) })}
          trailing={
            <button
              type="button"
              className="btn btn--tiny btn--ghost"
              onClick={() => form.setValue('amount', plainAmount(info.withdrawable))}
            >
              {t('withdraw.all')}
            </button>
          }
          {...form.register('amount')}
        />
        <PasswordField
          label={t('withdraw.paymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          {...form.register('paymentPassword')}
        />
        {!online && (
          <p className="wallet-offline" role="status">
            {t('offline')}
          </p>
        )}
        <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
        <SubmitButton form={form} disabled={!online || info.payees.length === 0}>
          {t('withdraw.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
