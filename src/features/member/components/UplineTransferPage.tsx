import '../member.css';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { MEMBER_CENTRE_ERRORS, type UplineTransferInfo } from '@contract/member-centre';
import { formatMinorUnits, parseMinorUnits, PAYMENT_PASSWORD_PATTERN, WALLET_ERRORS } from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { showToast } from '@/components/ui/toast';
import { useForm } from '@/lib/form/use-form';
import { useTranslation } from '@/lib/use-translation';
import { transferToUpline, useUplineTransferInfo } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { newRequestKey, useMoney } from '../money';
import { refusalNumber } from '@/lib/refusal-number';

const RULE = { required: true, minLength: 0, maxLength: 64, patternId: 'TEXT' } as const;
const readAmount = (typed: string) => parseMinorUnits(typed.replace(/[,\s]/g, ''));

/** /m/upLine/transfer: money to the member's upline, with the payment password; both sides see it at once. */
export function UplineTransferPage() {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const info = useUplineTransferInfo();
  if (info.status === 'error' && !info.data) return <LoadFailed failure={info.failure} onRetry={info.retry} />;
  if (!info.data) return <PageLoading />;
  if (!info.data.allowed) {
    return (
      <div className="member-page">
        <p className="member-item__facts">{info.data.upline ? t('upline.notAllowed') : t('errors.upline.missing')}</p>
      </div>
    );
  }
  if (!info.data.paymentPasswordSet) {
    return (
      <div className="member-page">
        <p className="member-item__facts">{t('upline.setPasswordFirst')}</p>
        <Link to="/m/withdraw" className="btn btn--gold btn--block">
          {t('upline.setPassword')}
        </Link>
      </div>
    );
  }
  return <TransferForm info={info.data} />;
}

function TransferForm({ info }: { info: UplineTransferInfo }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const transferable = readAmount(info.transferable) ?? 0;
  const form = useForm({
    initial: { amount: '', paymentPassword: '' },
    rules: { amount: RULE, paymentPassword: RULE },
    checks: {
      amount: (value) => {
        const cents = readAmount(value);
        if (cents === null || cents <= 0) return 'invalid';
        if (cents < (readAmount(info.min) ?? 0) || cents > (readAmount(info.max) ?? 0)) return 'range';
        if (cents > transferable) return 'overTransferable';
        return null;
      },
      paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
    },
    message: (issue, field, refusal) => {
      if (field === 'paymentPassword') {
        if (issue === 'wrong' || issue === 'locked')
          return t(`wallet:errors.paymentPassword.${issue}`, { count: refusalNumber(refusal, 'triesLeft') });
        return t(`upline.passwordIssue.${issue === 'sixDigits' ? 'sixDigits' : 'required'}`);
      }
      if (issue === 'overTransferable') return t('errors.upline.overTransferable', { transferable: money(info.transferable) });
      if (issue === 'range') return t('errors.upline.range', { min: money(info.min), max: money(info.max) });
      return t(`upline.amountIssue.${issue === 'required' ? 'required' : 'invalid'}`);
    },
    fieldErrors: {
      [MEMBER_CENTRE_ERRORS.transferOverTransferable]: ['amount', 'overTransferable'],
      [MEMBER_CENTRE_ERRORS.transferRange]: ['amount', 'range'],
      [WALLET_ERRORS.paymentPasswordWrong]: ['paymentPassword', 'wrong'],
      [WALLET_ERRORS.paymentPasswordLocked]: ['paymentPassword', 'locked'],
    },
  });
  // One key per amount: a re-send after a lost answer is the same transfer, a new amount a new one.
  const requestKey = useRef(newRequestKey());
  useEffect(() => {
    requestKey.current = newRequestKey();
  }, [form.values.amount]);

  const send = async ({ amount, paymentPassword }: { amount: string; paymentPassword: string }) => {
    const cents = readAmount(amount);
    if (cents === null) return;
    const transfer = await transferToUpline({ amount: formatMinorUnits(cents), paymentPassword }, requestKey.current);
    showToast(t('upline.done', { amount: money(transfer.amount), upline: transfer.upline }), { kind: 'success' });
    form.reset({ amount: '', paymentPassword: '' });
  };

  return (
    <div className="member-page">
      <dl className="member-summary" aria-label={t('upline.summary')}>
        <dt>{t('upline.to')}</dt>
        <dd>{info.upline}</dd>
        <dt>{t('upline.balance')}</dt>
        <dd>{money(info.balance)}</dd>
        <dt>{t('upline.transferable')}</dt>
        <dd>{money(info.transferable)}</dd>
      </dl>
      {info.transferable !== info.balance && <p className="member-item__facts">{t('upline.transferableWhy')}</p>}
      <Form label={t('upline.form')} onSubmit={form.handleSubmit(send)}>
        <TextField
          label={t('upline.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('upline.limits', { min: money(info.min), max: money(info.max) })}
          {...form.register('amount')}
        />
        <PasswordField
          label={t('upline.paymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          {...form.register('paymentPassword')}
        />
        <FormAlert message={form.failure ? memberErrorMessage(t, form.failure, money) : null} />
        <SubmitButton form={form}>{t('upline.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
