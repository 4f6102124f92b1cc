import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings } from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import { RESET_CODE_RULE } from '@contract/field-validation';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { NewPasswordFields } from './NewPasswordFields';
import { showToast, TOAST_MS } from '@/components/ui/toast';
import type { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { resetPasswordByEmail } from '../api/reset-password-by-email';
import { asFormIssue, failureMessage, fieldMessage } from '../messages';
import { confirms, FORGOT_FIELD_RULES, requiredRule } from '../validation';
import { NOTICE_MS, useLoginAfterReset } from './use-login-after-reset';

/** Recovery by e-mail: the username and address first, then the mailed code with the new password. */
export function EmailReset({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const rules = { username: FORGOT_FIELD_RULES.username, email: FORGOT_FIELD_RULES.email };
  const ask = useForm({
    initial: { username: '', email: '' },
    rules,
    trimmed: ['username', 'email'],
    message: fieldMessage(t, rules, {
      own: (issue, field) => (field === 'email' && issue !== 'required' ? t('validation.emailIncorrect') : null),
    }),
    gate: 'valid',
  });

  const retrieve = async ({ username, email }: typeof ask.values) => {
    await forgotPasswordByEmail(username, email);
    showToast(t('forget.mailSent'), { kind: 'success', durationMs: TOAST_MS.long });
    setTimeout(() => setStep('code'), NOTICE_MS);
  };

  if (step === 'code')
    return <SetPasswordByCode settings={settings} username={ask.values.username.trim()} onSendAgain={() => setStep('ask')} />;
  return (
    <Form label={t('forget.byEmail')} onSubmit={ask.handleSubmit(retrieve)}>
      <TextField label={t('fields.username')} {...ask.register('username')} autoComplete="username" autoCapitalize="off" showRequired />
      <TextField label={t('fields.email')} {...ask.register('email')} type="email" autoComplete="email" autoCapitalize="off" showRequired />
      <FormAlert message={ask.failure && failureMessage(t, ask.failure)} />
      <SubmitButton form={ask}>{t('forget.retrieve')}</SubmitButton>
    </Form>
  );
}

function SetPasswordByCode({ settings, username, onSendAgain }: { settings: AccountSettings; username: string; onSendAgain: () => void }) {
  const { t } = useTranslation('account');
  const loginAfterReset = useLoginAfterReset();
  const passwordRule = requiredRule(settings.fields.password);
  const rules = { resetCode: FORGOT_FIELD_RULES.resetCode, newPassword: passwordRule, confirmNewPassword: passwordRule };
  const form = useForm({
    initial: { resetCode: '', newPassword: '', confirmNewPassword: '' },
    rules,
    trimmed: ['resetCode'],
    checks: { confirmNewPassword: confirms('newPassword') },
    message: fieldMessage(t, rules),
    fieldIssueOf: asFormIssue,
  });

  const send = async (values: typeof form.values) => {
    await resetPasswordByEmail({ username, ...values });
    await loginAfterReset({ type: 'username', username, password: values.newPassword, loginAs: 'member' });
  };
  const onFailure = (failure: ApiFailure) => {
    if (failure.errorCode === ERROR_CODES.samePassword) form.setValues({ newPassword: '', confirmNewPassword: '' });
    else form.setValues({ resetCode: '' });
  };

  return (
    <Form label={t('forget.codeStep')} onSubmit={form.handleSubmit(send, onFailure)}>
      <p className="acc-note">{t('forget.codeHint', { username })}</p>
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <TextField
        label={t('fields.resetCode')}
        {...form.register('resetCode')}
        name="reset-code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        maxLength={RESET_CODE_RULE.maxLength + 2}
        showRequired
      />
      <NewPasswordFields form={form} password="newPassword" confirmation="confirmNewPassword" />
      <FormAlert message={form.failure && failureMessage(t, form.failure)} />
      <SubmitButton form={form}>{t('forget.setPassword')}</SubmitButton>
      <button type="button" className="btn btn--ghost btn--block" onClick={onSendAgain}>
        {t('forget.sendAgain')}
      </button>
    </Form>
  );
}
