import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  PAYEE_NUMBER_PATTERNS,
  PAYEE_PROVIDERS,
  PAYMENT_PASSWORD_PATTERN,
  WALLET_ERRORS,
  type PayeeAccount,
  type PayeeKind,
} from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { useForm } from '@/lib/form/use-form';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { addPayee, removePayee } from '../api/withdraw';
import { formatMoneyText } from '@contract/payments';
import { newRequestKey } from '../money';
import { walletErrorMessage } from '../wallet-errors';
import { refusalNumber } from '@/lib/refusal-number';

const RULE = { required: true, minLength: 0, maxLength: 60, patternId: 'TEXT' } as const;

/** The member's payout accounts: listed with the last four digits, added and removed with the payment password. */
export function PayeeAccounts({ payees, payeeName }: { payees: readonly PayeeAccount[]; payeeName: string | null }) {
  const { t } = useTranslation('wallet');
  const [adding, setAdding] = useState(payees.length === 0);
  return (
    <section className="wallet-card" aria-labelledby="payees-title">
      <h2 id="payees-title" className="wallet-card__title">
        {t('withdraw.payees')}
      </h2>
      {payees.length === 0 && <p className="wallet-facts">{t('withdraw.noPayees')}</p>}
      <ul className="payee-list">
        {payees.map((payee) => (
          <PayeeRow key={payee.id} payee={payee} />
        ))}
      </ul>
      {adding ? (
        <AddPayeeForm payeeName={payeeName} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn--outline btn--block" onClick={() => setAdding(true)}>
          {t('withdraw.addPayee')}
        </button>
      )}
    </section>
  );
}

function PayeeRow({ payee }: { payee: PayeeAccount }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = currencySymbol(useSiteInfo());
  const [removing, setRemoving] = useState(false);
  const key = useRef(newRequestKey());
  const form = useForm({
    initial: { paymentPassword: '' },
    rules: { paymentPassword: RULE },
    checks: { paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits') },
    message: (issue) => t(`withdraw.passwordIssue.${issue === 'sixDigits' ? 'sixDigits' : 'required'}`),
  });
  const label = `${payee.provider} ${payee.maskedNumber}`;
  return (
    <li className="payee">
      <div className="payee__line">
        <span>
          <strong>{payee.provider}</strong> {payee.maskedNumber}
          <span className="payee__name">{payee.accountName}</span>
        </span>
        <button type="button" className="btn btn--small btn--ghost" aria-expanded={removing} onClick={() => setRemoving((v) => !v)}>
          {t('withdraw.remove')}
          <span className="visually-hidden"> {label}</span>
        </button>
      </div>
      {removing && (
        <Form
          label={t('withdraw.removeLabel', { account: label })}
          onSubmit={form.handleSubmit(({ paymentPassword }) => removePayee(payee.id, paymentPassword, key.current))}
        >
          <PasswordField
            label={t('withdraw.paymentPassword')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={6}
            {...form.register('paymentPassword')}
          />
          <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
          <SubmitButton form={form}>{t('withdraw.confirmRemove')}</SubmitButton>
        </Form>
      )}
    </li>
  );
}

function AddPayeeForm({ payeeName, onDone }: { payeeName: string | null; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = currencySymbol(useSiteInfo());
  const [kind, setKind] = useState<PayeeKind>('EWALLET');
  const key = useRef(newRequestKey());
  const form = useForm({
    initial: { provider: PAYEE_PROVIDERS.EWALLET[0]!, accountNumber: '', accountName: payeeName ?? '', paymentPassword: '' },
    rules: { accountNumber: RULE, accountName: RULE, paymentPassword: RULE },
    trimmed: ['accountNumber', 'accountName'],
    checks: {
      accountNumber: (value) => (PAYEE_NUMBER_PATTERNS[kind].test(value.replace(/[\s-]/g, '')) ? null : `number${kind}`),
      paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
    },
    message: (issue, field, refusal) => {
      if (issue === 'numberEWALLET' || issue === 'numberBANK') return t(`withdraw.${issue}`);
      if (issue === 'sixDigits') return t('withdraw.passwordIssue.sixDigits');
      if (issue === 'nameMismatch') return t('withdraw.nameMustMatch', { payeeName: payeeName ?? '' });
      if (issue === 'wrong') return t('errors.paymentPassword.wrong', { count: refusalNumber(refusal, 'triesLeft') });
      return t(field === 'paymentPassword' ? 'withdraw.passwordIssue.required' : 'withdraw.required');
    },
    fieldErrors: {
      [WALLET_ERRORS.payeeNameMismatch]: ['accountName', 'nameMismatch'],
      [WALLET_ERRORS.payeeNumber]: ['accountNumber', `number${kind}`],
    },
  });
  const chooseKind = (next: PayeeKind) => {
    setKind(next);
    form.setValue('provider', PAYEE_PROVIDERS[next][0]!);
  };
  const send = async (values: Record<'provider' | 'accountNumber' | 'accountName' | 'paymentPassword', string>) => {
    await addPayee({ kind, ...values, accountNumber: values.accountNumber.trim(), accountName: values.accountName.trim() }, key.current);
    key.current = newRequestKey();
    onDone();
  };
  const providerId = 'payee-provider';
  return (
    <Form label={t('withdraw.addPayee')} onSubmit={form.handleSubmit(send)}>
      <fieldset className="wallet-fieldset">
        <legend className="wallet-legend">{t('withdraw.payeeKind')}</legend>
        <div className="segmented">
          {(['EWALLET', 'BANK'] as const).map((option) => (
            <label key={option} className={`segmented__option${kind === option ? ' segmented__option--on' : ''}`}>
              <input
                type="radio"
                name="payee-kind"
                className="channel__input"
                checked={kind === option}
                onChange={() => chooseKind(option)}
              />
              {t(`withdraw.kinds.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={providerId} className="wallet-legend">
          {t('withdraw.provider')}
        </label>
        <select
          id={providerId}
          className="wallet-select"
          value={form.values.provider}
          onChange={(event) => form.setValue('provider', event.target.value)}
        >
          {PAYEE_PROVIDERS[kind].map((provider) => (
            <option key={provider} value={provider}>
              {provider}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t(kind === 'EWALLET' ? 'withdraw.mobileNumber' : 'withdraw.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        {...form.register('accountNumber')}
      />
      <TextField
        label={t('withdraw.accountName')}
        autoComplete="name"
        readOnly={payeeName !== null}
        hint={payeeName !== null ? t('withdraw.accountNameHint') : t('withdraw.accountNameFirst')}
        {...form.register('accountName')}
      />
      <PasswordField
        label={t('withdraw.paymentPassword')}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        {...form.register('paymentPassword')}
      />
      <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
      <SubmitButton form={form}>{t('withdraw.savePayee')}</SubmitButton>
    </Form>
  );
}
