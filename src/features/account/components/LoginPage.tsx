import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, LoginDoor, LoginRequest } from '@contract/account';
import { LOGIN_RULES } from '@contract/field-validation';
import { useAppNavigate, AppLink } from '@/components/ui/AppLink';
import { ApiFailure } from '@/lib/api-client';
import { applyLogin } from '@/lib/auth';
import { login } from '../api/login';
import { failureMessage, issueMessage, type FormIssue } from '../messages';
import { forgetRemembered, readRemembered, remember } from '../remember';
import { useCaptcha } from '../use-captcha';
import { useForm } from '../use-form';
import { loginChecks, smsLoginChecks } from '../validation';
import { AccountNav } from './AccountNav';
import { CaptchaField } from './CaptchaField';
import { DialingCodePicker } from './DialingCodePicker';
import { FreePlayButton } from './FreePlayButton';
import { SettingsGate } from './SettingsGate';
import { SmsCodeButton } from './SmsCodeButton';
import { Tabs } from './Tabs';
import { PasswordField, TextField } from './TextField';
import '../account.css';

type Method = 'username' | 'sms';

export interface LoginPageProps {
  /** Where to go after logging in (a same-site path); home when absent. */
  redirect?: string | undefined;
  door?: LoginDoor;
}

export function LoginPage(props: LoginPageProps) {
  return <SettingsGate>{(settings) => <LoginForm settings={settings} {...props} />}</SettingsGate>;
}

function LoginForm({ settings, redirect, door = 'member' }: LoginPageProps & { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const mobileLogin = settings.methods.mobileLogin && door === 'member';
  const [method, setMethod] = useState<Method>('username');
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const [rememberMe, setRememberMe] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('login');

  const byName = useForm(
    { username: '', password: '', captcha: '' },
    {
      ...loginChecks,
      captcha: captchaNeeded ? loginChecks.captcha : undefined,
    },
  );
  const bySms = useForm(
    { mobileNum: '', verificationCode: '', captcha: '' },
    {
      ...smsLoginChecks,
      captcha: captchaNeeded ? loginChecks.captcha : undefined,
    },
  );
  const { set: setName } = byName;
  const { set: setSms } = bySms;

  useEffect(() => {
    let cancelled = false;
    void readRemembered().then((record) => {
      if (cancelled || !record) return;
      setRememberMe(true);
      if (record.type === 'sms' && mobileLogin) {
        setMethod('sms');
        setSms('mobileNum', record.username);
        if (record.countryDialingCode) setDialingCode(record.countryDialingCode);
      } else {
        setName('username', record.username);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [mobileLogin, setName, setSms]);

  const message = (
    issue: FormIssue | null,
    label: string,
    rule: { minLength: number; maxLength: number; patternId: (typeof LOGIN_RULES)['loginUsername']['patternId'] },
  ) => (issue ? issueMessage(t, issue, { label, ...rule }) : null);

  const finish = async (request: LoginRequest, remembered: { username: string; countryDialingCode: string | null }) => {
    setSubmitting(true);
    setFormError(null);
    try {
      const value = await login(request);
      if (rememberMe) await remember({ type: method, ...remembered });
      else await forgetRemembered();
      applyLogin(value);
      navigate(redirect ?? (door === 'agent' ? '/m/agent/home' : '/m/home'), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      setFormError(failureMessage(t, error));
      const asksCaptcha = (error.value as { captcha?: unknown } | undefined)?.captcha === true;
      if (asksCaptcha || captchaNeeded) {
        setCaptchaNeeded(true);
        byName.setValues((v) => ({ ...v, captcha: '' }));
        bySms.setValues((v) => ({ ...v, captcha: '' }));
        void refreshCaptcha();
      }
      if (request.type === 'sms') bySms.setValues((v) => ({ ...v, verificationCode: '' }));
    } finally {
      setSubmitting(false);
    }
  };

  const captchaPart = () => (captchaNeeded && captcha ? { captchaId: captcha.captchaId } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (method === 'username') {
      if (byName.validateAll(captchaNeeded ? ['username', 'password', 'captcha'] : ['username', 'password'])) return;
      const { username, password, captcha: answer } = byName.values;
      void finish(
        { type: 'username', username, password, loginAs: door, ...(captchaNeeded ? { captcha: answer, ...captchaPart() } : {}) },
        { username, countryDialingCode: null },
      );
    } else {
      if (bySms.validateAll(captchaNeeded ? ['mobileNum', 'verificationCode', 'captcha'] : ['mobileNum', 'verificationCode'])) return;
      const { mobileNum, verificationCode, captcha: answer } = bySms.values;
      void finish(
        {
          type: 'sms',
          countryDialingCode: dialingCode,
          mobileNum,
          verificationCode,
          loginAs: door,
          ...(captchaNeeded ? { captcha: answer, ...captchaPart() } : {}),
        },
        { username: mobileNum, countryDialingCode: dialingCode },
      );
    }
  };

  const form = method === 'username' ? byName : bySms;
  const captchaError = form.shown('captcha');

  return (
    <div className="acc-page">
      {door === 'agent' && <h2 className="acc-title">{t('login.agentTitle')}</h2>}
      {mobileLogin && (
        <Tabs
          label={t('login.methods')}
          value={method}
          onChange={(next) => {
            setMethod(next);
            setFormError(null);
          }}
          tabs={[
            { key: 'username', label: t('login.byUsername') },
            { key: 'sms', label: t('login.byMobile') },
          ]}
        />
      )}
      <form className="acc-form" onSubmit={submit} noValidate aria-label={door === 'agent' ? t('login.agentTitle') : t('login.title')}>
        {method === 'username' ? (
          <>
            <TextField
              label={t('fields.username')}
              name="username"
              autoComplete="username"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              value={byName.values.username}
              onValue={(v) => byName.set('username', v)}
              onBlur={() => byName.touch('username')}
              inputRef={byName.bind('username')}
              error={message(byName.shown('username'), t('fields.username'), LOGIN_RULES.loginUsername)}
              showRequired
            />
            <PasswordField
              label={t('fields.password')}
              name="password"
              autoComplete="current-password"
              value={byName.values.password}
              onValue={(v) => byName.set('password', v)}
              onBlur={() => byName.touch('password')}
              inputRef={byName.bind('password')}
              error={message(byName.shown('password'), t('fields.password'), LOGIN_RULES.loginPassword)}
              showRequired
            />
          </>
        ) : (
          <>
            <TextField
              label={t('fields.mobileNum')}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={LOGIN_RULES.loginMobileNum.maxLength}
              value={bySms.values.mobileNum}
              onValue={(v) => bySms.set('mobileNum', v)}
              onBlur={() => bySms.touch('mobileNum')}
              inputRef={bySms.bind('mobileNum')}
              error={message(bySms.shown('mobileNum'), t('fields.mobileNum'), LOGIN_RULES.loginMobileNum)}
              leading={<DialingCodePicker codes={settings.dialingCodes} value={dialingCode} onChange={setDialingCode} />}
              showRequired
            />
            <TextField
              label={t('fields.verificationCode')}
              name="one-time-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={LOGIN_RULES.verificationCode.maxLength}
              value={bySms.values.verificationCode}
              onValue={(v) => bySms.set('verificationCode', v)}
              onBlur={() => bySms.touch('verificationCode')}
              inputRef={bySms.bind('verificationCode')}
              error={message(bySms.shown('verificationCode'), t('fields.verificationCode'), LOGIN_RULES.verificationCode)}
              showRequired
              trailing={
                <SmsCodeButton
                  purpose="login"
                  countryDialingCode={dialingCode}
                  mobileNum={bySms.values.mobileNum}
                  canSend={!bySms.issues.mobileNum}
                  onInvalidMobile={() => bySms.validateAll(['mobileNum'])}
                  onSent={() => bySms.focus('verificationCode')}
                />
              }
            />
          </>
        )}
        {captchaNeeded && (
          <CaptchaField
            captcha={captcha}
            value={form.values.captcha}
            onValue={(v) => form.set('captcha', v)}
            onRefresh={() => void refreshCaptcha()}
            onBlur={() => form.touch('captcha')}
            inputRef={form.bind('captcha')}
            error={message(captchaError, t('fields.captcha'), LOGIN_RULES.captcha)}
          />
        )}
        <label className="acc-check">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <span>{t('login.remember')}</span>
        </label>
        {formError && (
          <p className="acc-form__error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn--gold btn--block" disabled={submitting} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      {door === 'member' && settings.methods.freePlay && <FreePlayButton />}
      <p className="acc-switch">
        {door === 'agent' ? (
          <AppLink href="/m/login">{t('login.memberDoor')}</AppLink>
        ) : (
          <AppLink href="/m/login?door=agent">{t('login.agentDoor')}</AppLink>
        )}
      </p>
      <AccountNav
        showForgot={settings.methods.mailRecovery || settings.methods.phoneRecovery}
        customerServicePath={settings.customerServicePath}
      />
    </div>
  );
}
