import { useTranslation } from '@/lib/use-translation';
import { PAYMENT_PASSWORD_PATTERN, WALLET_ERRORS } from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/TextField';
import { useForm } from '@/lib/form/use-form';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { setPaymentPassword } from '../api/withdraw';
import { formatMoneyText } from '../money';
import { walletErrorMessage } from '../wallet-errors';

const RULE = { required: true, minLength: 0, maxLength: 64, patternId: 'TEXT' } as const;

/** The payment password is set once, after the login password; withdrawals and payee changes ask for it. */
export function PaymentPasswordSetup() {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = currencySymbol(useSiteInfo());
  const form = useForm({
    initial: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    rules: { loginPassword: RULE, paymentPassword: RULE, confirmPaymentPassword: RULE },
    checks: {
      paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
      confirmPaymentPassword: (value, values) => (value === values.paymentPassword ? null : 'mismatch'),
    },
    message: (issue) =>
      issue === 'loginWrong'
        ? t('errors.paymentPassword.loginPasswordWrong')
        : t(`withdraw.passwordIssue.${issue === 'sixDigits' || issue === 'mismatch' ? issue : 'required'}`),
    fieldErrors: { [WALLET_ERRORS.loginPasswordWrong]: ['loginPassword', 'loginWrong'] },
  });
  const send = ({ loginPassword, paymentPassword }: Record<string, string>) => setPaymentPassword(loginPassword!, paymentPassword!);
  return (
    <section className="wallet-card" aria-labelledby="payment-password-title">
      <h2 id="payment-password-title" className="wallet-card__title">
        {t('withdraw.setPassword')}
      </h2>
      <p className="wallet-facts">{t('withdraw.setPasswordWhy')}</p>
      <Form label={t('withdraw.setPassword')} onSubmit={form.handleSubmit(send)}>
        <PasswordField label={t('withdraw.loginPassword')} autoComplete="current-password" {...form.register('loginPassword')} />
        <PasswordField
          label={t('withdraw.newPaymentPassword')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.register('paymentPassword')}
        />
        <PasswordField
          label={t('withdraw.confirmPaymentPassword')}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.register('confirmPaymentPassword')}
        />
        <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
        <SubmitButton form={form}>{t('withdraw.savePassword')}</SubmitButton>
      </Form>
    </section>
  );
}
