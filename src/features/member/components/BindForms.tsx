import { useState } from 'react';
import { ERROR_CODES } from '@contract/errors';
import { MEMBER_CENTRE_ERRORS } from '@contract/member-centre';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { useTranslation } from '@/lib/use-translation';
import { bindEmail, bindMobile, sendBindEmailCode, sendBindMobileCode } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { useMoney } from '../money';

const RULE = { required: true, minLength: 0, maxLength: 254, patternId: 'TEXT' } as const;
/** The Philippines' dialling code: the numbers this platform serves. */
const DIAL = '63';

function Status({ value, verified }: { value: string | null; verified: boolean }) {
  const { t } = useTranslation('member');
  if (!value) return <p className="member-item__facts">{t('security.notBound')}</p>;
  return (
    <p className="member-item__facts">
      {value} · {verified ? t('security.verified') : t('security.notVerified')}
    </p>
  );
}

/** Binds a mobile number once the SMS code sent to it comes back. */
export function BindMobileForm({ mobile, verified }: { mobile: string | null; verified: boolean }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: { mobileNum: '', code: '' },
    rules: { mobileNum: RULE, code: RULE },
    checks: {
      mobileNum: (value) => (/^\d{10}$/.test(value) ? null : 'mobile'),
      code: (value) => (/^\d{4,10}$/.test(value) ? null : 'code'),
    },
    message: (issue) => t(`security.issues.${issue === 'mobile' || issue === 'code' || issue === 'taken' ? issue : 'required'}`),
    fieldErrors: { [ERROR_CODES.verificationCode]: ['code', 'code'], [MEMBER_CENTRE_ERRORS.mobileTaken]: ['mobileNum', 'taken'] },
  });
  async function sendCode() {
    if (!/^\d{10}$/.test(form.values.mobileNum)) return;
    try {
      await sendBindMobileCode(DIAL, form.values.mobileNum);
      setSent(true);
      showToast(t('security.codeSent'), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(memberErrorMessage(t, error, money), { kind: 'error' });
    }
  }
  const send = async ({ mobileNum, code }: Record<string, string>) => {
    await bindMobile(DIAL, mobileNum!, code!);
    showToast(t('security.mobileBound'), { kind: 'success' });
    form.reset({ mobileNum: '', code: '' });
    setSent(false);
  };
  return (
    <section className="member-item" aria-labelledby="security-mobile">
      <h2 id="security-mobile" className="member-item__title">
        {t('security.mobile')}
      </h2>
      <Status value={mobile} verified={verified} />
      <Form label={t('security.bindMobile')} onSubmit={form.handleSubmit(send)}>
        <TextField
          label={t('security.mobileNum')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          leading={<span aria-hidden="true">+{DIAL}</span>}
          trailing={
            <button type="button" className="btn btn--ghost btn--tiny" onClick={() => void sendCode()}>
              {t('security.getCode')}
            </button>
          }
          {...form.register('mobileNum')}
        />
        {sent && (
          <TextField
            label={t('security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            {...form.register('code')}
          />
        )}
        <FormAlert message={form.failure ? memberErrorMessage(t, form.failure, money) : null} />
        {sent && <SubmitButton form={form}>{t('security.bindMobile')}</SubmitButton>}
      </Form>
    </section>
  );
}

/** Binds an e-mail address once the code e-mailed to it comes back. */
export function BindEmailForm({ email, verified }: { email: string | null; verified: boolean }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const [sent, setSent] = useState(false);
  const form = useForm({
    initial: { email: '', code: '' },
    rules: { email: RULE, code: RULE },
    checks: { code: (value) => (/^\d{4,10}$/.test(value) ? null : 'code') },
    message: (issue) => t(`security.issues.${issue === 'code' || issue === 'email' ? issue : 'required'}`),
    fieldErrors: { [MEMBER_CENTRE_ERRORS.codeWrong]: ['code', 'code'], [MEMBER_CENTRE_ERRORS.emailInvalid]: ['email', 'email'] },
  });
  async function sendCode() {
    try {
      await sendBindEmailCode(form.values.email.trim());
      setSent(true);
      showToast(t('security.emailCodeSent'), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(memberErrorMessage(t, error, money), { kind: 'error' });
    }
  }
  const send = async ({ email: address, code }: Record<string, string>) => {
    await bindEmail(address!.trim(), code!);
    showToast(t('security.emailBound'), { kind: 'success' });
    form.reset({ email: '', code: '' });
    setSent(false);
  };
  return (
    <section className="member-item" aria-labelledby="security-email">
      <h2 id="security-email" className="member-item__title">
        {t('security.email')}
      </h2>
      <Status value={email} verified={verified} />
      <Form label={t('security.bindEmail')} onSubmit={form.handleSubmit(send)}>
        <TextField
          label={t('security.emailField')}
          type="email"
          autoComplete="email"
          maxLength={254}
          trailing={
            <button type="button" className="btn btn--ghost btn--tiny" onClick={() => void sendCode()}>
              {t('security.getCode')}
            </button>
          }
          {...form.register('email')}
        />
        {sent && (
          <TextField
            label={t('security.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            {...form.register('code')}
          />
        )}
        <FormAlert message={form.failure ? memberErrorMessage(t, form.failure, money) : null} />
        {sent && <SubmitButton form={form}>{t('security.bindEmail')}</SubmitButton>}
      </Form>
    </section>
  );
}
