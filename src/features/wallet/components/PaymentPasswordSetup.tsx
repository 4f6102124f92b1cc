import { useTranslation } from '@/lib/use-translation';
import { ERROR_CODES } from '@contract/errors';
import { PAYMENT_PASSWORD_PATTERN, WALLET_ERRORS, formatMoneyText } from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { PasswordField, TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { sendPaymentPasswordCode, setPaymentPassword } from '../api/withdraw';
import { walletErrorMessage } from '../wallet-errors';

const RULE = { required: true, minLength: 0, maxLength: 64, patternId: 'TEXT' } as const;

/**
 * The payment password is set once, after the login password (and, with a bound mobile, the SMS code sent to it);
 * withdrawals and payee changes ask for it.
 */
export function PaymentPasswordSetup({ needsCode }: { needsCode: boolean }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const symbol = currencySymbol(useSiteInfo());
  const form = useForm({
    initial: { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '', code: '' },
    rules: { loginPassword: RULE, paymentPassword: RULE, confirmPaymentPassword: RULE, code: { ...RULE, required: needsCode } },
    checks: {
      paymentPassword: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
      confirmPaymentPassword: (value, values) => (value === values.paymentPassword ? null : 'mismatch'),
      code: (value) => (!needsCode || /^\d{4,10}$/.test(value) ? null : 'codeRequired'),
    },
    message: (issue) => {
      if (issue === 'loginWrong') return t('errors.paymentPassword.loginPasswordWrong');
      if (issue === 'codeRequired') return t('errors.paymentPassword.codeRequired');
      if (issue === 'codeWrong') return t('errors:codes.verificationCode');
      return t(`withdraw.passwordIssue.${issue === 'sixDigits' || issue === 'mismatch' ? issue : 'required'}`);
    },
    fieldErrors: {
      [WALLET_ERRORS.loginPasswordWrong]: ['loginPassword', 'loginWrong'],
      [WALLET_ERRORS.paymentPasswordCodeRequired]: ['code', 'codeRequired'],
      [ERROR_CODES.verificationCode]: ['code', 'codeWrong'],
    },
  });
  const send = ({ loginPassword, paymentPassword, code }: Record<string, string>) =>
    setPaymentPassword(loginPassword!, paymentPassword!, needsCode ? code : undefined);
  async function sendCode(): Promise<number | null> {
    try {
      const sent = await sendPaymentPasswordCode();
      showToast(t('withdraw.codeSent'), { kind: 'success' });
      return sent.expirationTime;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      showToast(walletErrorMessage(t, error, symbol, formatMoneyText), { kind: 'error' });
      const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
      return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : null;
    }
  }
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
        {needsCode && (
          <TextField
            label={t('withdraw.smsCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            trailing={
              <SendCodeButton
                send={sendCode}
                label={t('withdraw.getCode')}
                countdownLabel={(seconds) => t('withdraw.resendIn', { seconds })}
              />
            }
            {...form.register('code')}
          />
        )}
        <FormAlert message={form.failure ? walletErrorMessage(t, form.failure, symbol, formatMoneyText) : null} />
        <SubmitButton form={form}>{t('withdraw.savePassword')}</SubmitButton>
      </Form>
    </section>
  );
}
