import { PAYMENT_PASSWORD_PATTERN, WALLET_ERRORS } from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { useForm } from '@/lib/form/use-form';
import { useTranslation } from '@/lib/use-translation';
import { savePaymentPassword } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { useMoney } from '../money';

const RULE = { required: true, minLength: 0, maxLength: 64, patternId: 'TEXT' } as const;

/** Sets the payment password (after the login password) or changes it (after the current one). */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const form = useForm({
    initial: { current: '', next: '', confirm: '' },
    rules: { current: RULE, next: RULE, confirm: RULE },
    checks: {
      next: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
      confirm: (value, values) => (value === values.next ? null : 'mismatch'),
    },
    message: (issue) => {
      if (issue === 'wrong')
        return t(isSet ? 'wallet:errors.paymentPassword.wrong' : 'wallet:errors.paymentPassword.loginPasswordWrong', { triesLeft: '' });
      if (issue === 'sixDigits' || issue === 'mismatch') return t(`security.passwordIssue.${issue}`);
      return t('security.passwordIssue.required');
    },
    fieldErrors: {
      [WALLET_ERRORS.loginPasswordWrong]: ['current', 'wrong'],
      [WALLET_ERRORS.paymentPasswordWrong]: ['current', 'wrong'],
    },
  });
  const send = async ({ current, next }: Record<string, string>) => {
    await savePaymentPassword(current!, next!);
    showToast(t('security.paymentPasswordSaved'), { kind: 'success' });
    form.setValues({ current: '', next: '', confirm: '' });
  };
  const title = isSet ? t('security.changePaymentPassword') : t('security.setPaymentPassword');
  return (
    <section className="member-item" aria-labelledby="security-payment">
      <h2 id="security-payment" className="member-item__title">
        {title}
      </h2>
      <Form label={title} onSubmit={form.handleSubmit(send)}>
        <PasswordField
          label={isSet ? t('security.currentPaymentPassword') : t('security.loginPasswordField')}
          autoComplete="current-password"
          {...form.register('current')}
        />
        <PasswordField
          label={t('security.newPaymentPassword')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.register('next')}
        />
        <PasswordField
          label={t('security.confirmPaymentPassword')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.register('confirm')}
        />
        <FormAlert message={form.failure ? memberErrorMessage(t, form.failure, money) : null} />
        <SubmitButton form={form}>{t('security.save')}</SubmitButton>
      </Form>
    </section>
  );
}
