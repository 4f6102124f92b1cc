import { ERROR_CODES } from '@contract/errors';
import { PAYMENT_PASSWORD_PATTERN, WALLET_ERRORS } from '@contract/payments';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { PasswordField, TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { useTranslation } from '@/lib/use-translation';
import { savePaymentPassword, sendPaymentPasswordCode } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { useMoney } from '../money';
import { refusalNumber } from '@/lib/refusal-number';

const RULE = { required: true, minLength: 0, maxLength: 64, patternId: 'TEXT' } as const;

/**
 * Sets the payment password (after the login password) or changes it (after the current one); with a bound
 * mobile (`boundMobile`, masked) also after the SMS code sent to it.
 */
export function PaymentPasswordForm({ isSet, boundMobile }: { isSet: boolean; boundMobile: string | null }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const needsCode = boundMobile !== null;
  const form = useForm({
    initial: { current: '', next: '', confirm: '', code: '' },
    rules: { current: RULE, next: RULE, confirm: RULE, code: { ...RULE, required: needsCode } },
    checks: {
      next: (value) => (PAYMENT_PASSWORD_PATTERN.test(value) ? null : 'sixDigits'),
      confirm: (value, values) => (value === values.next ? null : 'mismatch'),
      code: (value) => (!needsCode || /^\d{4,10}$/.test(value) ? null : 'code'),
    },
    message: (issue, field, refusal) => {
      if (field === 'code') return t(issue === 'codeWrong' ? 'errors:codes.verificationCode' : 'security.issues.code');
      if (issue === 'wrong')
        return isSet
          ? t('wallet:errors.paymentPassword.wrong', { count: refusalNumber(refusal, 'triesLeft') })
          : t('wallet:errors.paymentPassword.loginPasswordWrong');
      if (issue === 'sixDigits' || issue === 'mismatch') return t(`security.passwordIssue.${issue}`);
      return t('security.passwordIssue.required');
    },
    fieldErrors: {
      [WALLET_ERRORS.loginPasswordWrong]: ['current', 'wrong'],
      [WALLET_ERRORS.paymentPasswordWrong]: ['current', 'wrong'],
      [WALLET_ERRORS.paymentPasswordCodeRequired]: ['code', 'code'],
      [ERROR_CODES.verificationCode]: ['code', 'codeWrong'],
    },
  });
  const send = async ({ current, next, code }: Record<string, string>) => {
    await savePaymentPassword(current!, next!, needsCode ? code : undefined);
    showToast(t('security.paymentPasswordSaved'), { kind: 'success' });
    form.reset({ current: '', next: '', confirm: '', code: '' });
  };
  async function sendCode(): Promise<number | null> {
    try {
      const sent = await sendPaymentPasswordCode();
      showToast(t('security.paymentPasswordCodeSent'), { kind: 'success' });
      return sent.expirationTime;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      showToast(memberErrorMessage(t, error, money), { kind: 'error' });
      const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
      return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : null;
    }
  }
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
        {boundMobile !== null && (
          <TextField
            label={t('security.paymentPasswordCode', { mobile: boundMobile })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            trailing={
              <SendCodeButton
                send={sendCode}
                label={t('security.getCode')}
                countdownLabel={(seconds) => t('security.resendIn', { seconds })}
              />
            }
            {...form.register('code')}
          />
        )}
        <FormAlert message={form.failure ? memberErrorMessage(t, form.failure, money) : null} />
        <SubmitButton form={form}>{t('security.save')}</SubmitButton>
      </Form>
    </section>
  );
}
