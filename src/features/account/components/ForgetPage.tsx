import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@contract/errors';
import type { AccountSettings, LoginRequest } from '@contract/account';
import { FORGOT_EMAIL_RULE, LOGIN_RULES, RESET_CODE_RULE } from '@contract/field-validation';
import type { FieldRule } from '@contract/site';
import { AppLink, useAppNavigate } from '@/components/ui/AppLink';
import { showToast, TOAST_MS } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { applyLogin } from '@/lib/auth';
import { forgotPasswordByEmail } from '../api/forgot-password-by-email';
import { login } from '../api/login';
import { resetPasswordByEmail } from '../api/reset-password-by-email';
import { setPasswordByMobile } from '../api/set-password-by-mobile';
import { failureMessage, issueMessage, type FormIssue } from '../messages';
import { useForm } from '../use-form';
import { byRule, confirmationOf, forgotEmailChecks, resetCodeCheck } from '../validation';
import { DialingCodePicker } from './DialingCodePicker';
import { SettingsGate } from './SettingsGate';
import { SmsCodeButton } from './SmsCodeButton';
import { Tabs } from './Tabs';
import { PasswordField, TextField } from './TextField';
import '../account.css';

type Method = 'phone' | 'email';
type RuleLike = Pick<FieldRule, 'minLength' | 'maxLength' | 'patternId'>;

/** How long the "sent" notice shows before the next step. */
const NOTICE_MS = 1000;

export function ForgetPage() {
  return <SettingsGate>{(settings) => <ForgetScreen settings={settings} />}</SettingsGate>;
}

function ForgetScreen({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const methods: Method[] = [
    ...(settings.methods.phoneRecovery ? (['phone'] as const) : []),
    ...(settings.methods.mailRecovery ? (['email'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  return (
    <div className="acc-page">
      <p className="acc-note">{t('forget.hint')}</p>
      {!method ? (
        <p className="acc-note">
          {t('forget.unavailable')} <AppLink href={settings.customerServicePath}>{t('nav.service')}</AppLink>
        </p>
      ) : (
        <>
          <Tabs
            label={t('forget.methods')}
            value={method}
            onChange={setMethod}
            tabs={methods.map((m) => ({ key: m, label: m === 'phone' ? t('forget.byPhone') : t('forget.byEmail') }))}
          />
          {method === 'phone' ? <PhoneReset settings={settings} /> : <EmailReset settings={settings} />}
        </>
      )}
    </div>
  );
}

/** Logs in with the new password and goes home; should that fail, the login page takes over. */
function useLoginAfterReset() {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  return async (request: LoginRequest) => {
    showToast(t('forget.done'), { kind: 'success', durationMs: NOTICE_MS });
    try {
      applyLogin(await login(request));
      navigate('/m/home', { replace: true });
    } catch {
      navigate('/m/login', { replace: true });
    }
  };
}

function useMessage() {
  const { t } = useTranslation('account');
  return (issue: FormIssue | null, label: string, rule: RuleLike) => (issue ? issueMessage(t, issue, { label, ...rule }) : null);
}

function PhoneReset({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const loginAfterReset = useLoginAfterReset();
  const passwordRule = settings.fields.password;
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm(
    { mobileNum: '', verificationCode: '', newPassword: '' },
    {
      mobileNum: byRule(LOGIN_RULES.loginMobileNum),
      verificationCode: byRule(LOGIN_RULES.verificationCode),
      newPassword: byRule({ ...passwordRule, required: true }),
    },
  );
  const touchedAll = form.values.mobileNum !== '' && form.values.verificationCode !== '' && form.values.newPassword !== '';
  const canSubmit = touchedAll && Object.keys(form.issues).length === 0 && !submitting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || form.validateAll(['mobileNum', 'verificationCode', 'newPassword'])) return;
    setSubmitting(true);
    setFormError(null);
    const { mobileNum, verificationCode, newPassword } = form.values;
    try {
      await setPasswordByMobile({ countryDialingCode: dialingCode, mobileNum, verificationCode, newPassword });
      await loginAfterReset({ type: 'mobile', countryDialingCode: dialingCode, mobileNum, password: newPassword, loginAs: 'member' });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFormError(failureMessage(t, error));
      // The same password as before clears the password; anything else clears the code.
      if (error.errorCode === ERROR_CODES.samePassword) {
        form.setValues((v) => ({ ...v, newPassword: '' }));
        form.focus('newPassword');
      } else {
        form.setValues((v) => ({ ...v, verificationCode: '' }));
        form.focus('verificationCode');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('forget.byPhone')}>
      <TextField
        label={t('fields.mobileNum')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LOGIN_RULES.loginMobileNum.maxLength}
        value={form.values.mobileNum}
        onValue={(v) => form.set('mobileNum', v)}
        onBlur={() => form.touch('mobileNum')}
        inputRef={form.bind('mobileNum')}
        error={message(form.shown('mobileNum'), t('fields.mobileNum'), LOGIN_RULES.loginMobileNum)}
        leading={<DialingCodePicker codes={settings.dialingCodes} value={dialingCode} onChange={setDialingCode} />}
        showRequired
      />
      <TextField
        label={t('fields.verificationCode')}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_RULES.verificationCode.maxLength}
        value={form.values.verificationCode}
        onValue={(v) => form.set('verificationCode', v)}
        onBlur={() => form.touch('verificationCode')}
        inputRef={form.bind('verificationCode')}
        error={message(form.shown('verificationCode'), t('fields.verificationCode'), LOGIN_RULES.verificationCode)}
        showRequired
        trailing={
          <SmsCodeButton
            purpose="reset"
            countryDialingCode={dialingCode}
            mobileNum={form.values.mobileNum}
            canSend={!form.issues.mobileNum}
            onInvalidMobile={() => form.validateAll(['mobileNum'])}
            onSent={() => form.focus('verificationCode')}
          />
        }
      />
      <PasswordField
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={form.values.newPassword}
        onValue={(v) => form.set('newPassword', v)}
        onBlur={() => form.touch('newPassword')}
        inputRef={form.bind('newPassword')}
        error={message(form.shown('newPassword'), t('fields.newPassword'), passwordRule)}
        showRequired
      />
      {formError && (
        <p className="acc-form__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--gold btn--block" disabled={!canSubmit} aria-busy={submitting}>
        {t('forget.setPassword')}
      </button>
    </form>
  );
}

function EmailReset({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const loginAfterReset = useLoginAfterReset();
  const passwordRule = settings.fields.password;
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const ask = useForm({ username: '', email: '' }, forgotEmailChecks);
  const reset = useForm(
    { resetCode: '', newPassword: '', confirmNewPassword: '' },
    {
      resetCode: resetCodeCheck,
      newPassword: byRule({ ...passwordRule, required: true }),
      confirmNewPassword: confirmationOf(passwordRule, 'newPassword'),
    },
  );
  const askValid = ask.values.username.trim() !== '' && ask.values.email.trim() !== '' && Object.keys(ask.issues).length === 0;

  const retrieve = async (event: FormEvent) => {
    event.preventDefault();
    if (!askValid || submitting || ask.validateAll(['username', 'email'])) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await forgotPasswordByEmail(ask.values.username, ask.values.email);
      showToast(t('forget.mailSent'), { kind: 'success', durationMs: TOAST_MS.long });
      setTimeout(() => setStep('code'), NOTICE_MS);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFormError(failureMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  const setPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || reset.validateAll(['resetCode', 'newPassword', 'confirmNewPassword'])) return;
    setSubmitting(true);
    setFormError(null);
    const username = ask.values.username.trim();
    try {
      await resetPasswordByEmail({ username, ...reset.values });
      await loginAfterReset({ type: 'username', username, password: reset.values.newPassword, loginAs: 'member' });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFormError(failureMessage(t, error));
      if (error.errorCode === ERROR_CODES.samePassword) reset.setValues((v) => ({ ...v, newPassword: '', confirmNewPassword: '' }));
      else reset.setValues((v) => ({ ...v, resetCode: '' }));
    } finally {
      setSubmitting(false);
    }
  };

  if (step === 'ask') {
    return (
      <form className="acc-form" onSubmit={(e) => void retrieve(e)} noValidate aria-label={t('forget.byEmail')}>
        <TextField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          value={ask.values.username}
          onValue={(v) => ask.set('username', v)}
          onBlur={() => ask.touch('username')}
          inputRef={ask.bind('username')}
          error={message(ask.shown('username'), t('fields.username'), LOGIN_RULES.loginUsername)}
          showRequired
        />
        <TextField
          label={t('fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          value={ask.values.email}
          onValue={(v) => ask.set('email', v)}
          onBlur={() => ask.touch('email')}
          inputRef={ask.bind('email')}
          error={
            ask.shown('email')
              ? ask.shown('email') === 'required'
                ? message('required', t('fields.email'), FORGOT_EMAIL_RULE)
                : t('validation.emailIncorrect')
              : null
          }
          showRequired
        />
        {formError && (
          <p className="acc-form__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--gold btn--block" disabled={!askValid || submitting} aria-busy={submitting}>
          {t('forget.retrieve')}
        </button>
      </form>
    );
  }
  return (
    <form className="acc-form" onSubmit={(e) => void setPassword(e)} noValidate aria-label={t('forget.codeStep')}>
      <p className="acc-note">{t('forget.codeHint', { username: ask.values.username.trim() })}</p>
      <input type="hidden" name="username" autoComplete="username" value={ask.values.username.trim()} readOnly />
      <TextField
        label={t('fields.resetCode')}
        name="reset-code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        maxLength={RESET_CODE_RULE.maxLength + 2}
        value={reset.values.resetCode}
        onValue={(v) => reset.set('resetCode', v)}
        onBlur={() => reset.touch('resetCode')}
        inputRef={reset.bind('resetCode')}
        error={message(reset.shown('resetCode'), t('fields.resetCode'), RESET_CODE_RULE)}
        showRequired
      />
      <PasswordField
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={reset.values.newPassword}
        onValue={(v) => reset.set('newPassword', v)}
        onBlur={() => reset.touch('newPassword')}
        inputRef={reset.bind('newPassword')}
        error={message(reset.shown('newPassword'), t('fields.newPassword'), passwordRule)}
        showRequired
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        name="confirm-new-password"
        autoComplete="new-password"
        value={reset.values.confirmNewPassword}
        onValue={(v) => reset.set('confirmNewPassword', v)}
        onBlur={() => reset.touch('confirmNewPassword')}
        inputRef={reset.bind('confirmNewPassword')}
        error={message(reset.shown('confirmNewPassword'), t('fields.confirmNewPassword'), passwordRule)}
        showRequired
      />
      {formError && (
        <p className="acc-form__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--gold btn--block" disabled={submitting} aria-busy={submitting}>
        {t('forget.setPassword')}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={() => setStep('ask')}>
        {t('forget.sendAgain')}
      </button>
    </form>
  );
}
