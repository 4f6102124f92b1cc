import { Fragment, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@contract/errors';
import { ACCOUNT_ERROR_CODES, REGISTER_PAYLOAD_KEYS, type AccountSettings, type RegisterRequest } from '@contract/account';
import { checkField, registerFormRules, type RegisterKind } from '@contract/field-validation';
import { REGISTER_FIELDS, type FieldRule, type RegisterField } from '@contract/site';
import { AppLink, useAppNavigate } from '@/components/ui/AppLink';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { applyLogin } from '@/lib/auth';
import { registerMethod } from '@/lib/pwa';
import { checkAffiliate } from '../api/check-affiliate';
import { checkUsername } from '../api/check-username';
import { register } from '../api/register';
import { asFormIssue, failureMessage, issueMessage, serverFieldIssues, type FormIssue } from '../messages';
import { useCaptcha } from '../use-captcha';
import { useForm } from '../use-form';
import { registerCheck } from '../validation';
import { BirthdayField } from './BirthdayField';
import { CaptchaField } from './CaptchaField';
import { DialingCodePicker } from './DialingCodePicker';
import { SettingsGate } from './SettingsGate';
import { SmsCodeButton } from './SmsCodeButton';
import { Tabs } from './Tabs';
import { PasswordField, TextField } from './TextField';
import '../account.css';

const EMPTY = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as Record<RegisterField, string>;

export function RegisterPage({ affiliateCode }: { affiliateCode?: string | undefined }) {
  return <SettingsGate>{(settings) => <RegisterScreen settings={settings} affiliateCode={affiliateCode} />}</SettingsGate>;
}

function RegisterScreen({ settings, affiliateCode }: { settings: AccountSettings; affiliateCode?: string | undefined }) {
  const { t } = useTranslation('account');
  const kinds: RegisterKind[] = [
    ...(settings.methods.usernameRegister ? (['username'] as const) : []),
    ...(settings.methods.mobileRegister ? (['mobile'] as const) : []),
  ];
  const [kind, setKind] = useState<RegisterKind | undefined>(kinds[0]);
  if (!kind) {
    return (
      <div className="acc-page">
        <p className="acc-note">{t('register.closed')}</p>
      </div>
    );
  }
  return (
    <div className="acc-page">
      <Tabs
        label={t('register.methods')}
        value={kind}
        onChange={setKind}
        tabs={kinds.map((k) => ({ key: k, label: k === 'username' ? t('register.byUsername') : t('register.byMobile') }))}
      />
      <RegisterForm key={kind} kind={kind} settings={settings} affiliateCode={affiliateCode} />
      <p className="acc-switch">
        {t('register.haveAccount')} <AppLink href="/m/login">{t('register.toLogin')}</AppLink>
      </p>
    </div>
  );
}

/** The visible fields of one registration kind with the rule each is checked by (the server's rules). */
export function useRegisterRules(kind: RegisterKind, settings: AccountSettings) {
  return useMemo(() => {
    const rules = registerFormRules(kind, settings.fields, {
      flags: {
        REGMOBVERF3: settings.methods.mobileVerify,
        MOBILENUMPASSREG3: settings.methods.mobilePassword,
        AFFILIATE3: settings.methods.affiliate,
      },
      captchaEnabled: settings.captcha.enabled,
    });
    const order = REGISTER_FIELDS.filter((field) => rules[field]);
    const checks = Object.fromEntries(order.map((field) => [field, registerCheck(field, rules[field]!, settings.ageLimit)]));
    return { rules: rules as Partial<Record<RegisterField, FieldRule>>, order, checks };
  }, [kind, settings]);
}

export function RegisterForm({
  kind,
  settings,
  affiliateCode,
}: {
  kind: RegisterKind;
  settings: AccountSettings;
  affiliateCode?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const { rules, order, checks } = useRegisterRules(kind, settings);
  const form = useForm({ ...EMPTY, affiliateCode: affiliateCode ?? '' }, checks);
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const [agreed, setAgreed] = useState(false);
  const [disclaimerError, setDisclaimerError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('register');
  const withCaptcha = !!rules.identifying;

  useEffect(() => {
    if (withCaptcha) void refreshCaptcha();
  }, [withCaptcha, refreshCaptcha]);

  const label = (field: RegisterField) => t(`fields.${field}`);
  const error = (field: RegisterField) => {
    const issue = form.shown(field);
    const rule = rules[field];
    return issue && rule ? issueMessage(t, issue, { label: label(field), ...rule, ageLimit: settings.ageLimit }) : null;
  };
  const requiredFilled = order.every((field) => !rules[field]!.required || form.values[field].trim() !== '');
  const canSubmit = agreed && requiredFilled && !submitting;

  const onUsernameBlur = async () => {
    form.touch('username');
    const username = form.values.username;
    if (!rules.username || checkField(rules.username, username)) return;
    try {
      if (!(await checkUsername(username))) form.setServerIssue('username', 'taken');
    } catch {
      // The platform checks again when the form is sent.
    }
  };

  const applyFailure = (failure: ApiFailure) => {
    const fields = serverFieldIssues(failure.value);
    const byCode: Partial<Record<string, [RegisterField, FormIssue]>> = {
      [ERROR_CODES.usernameExists]: ['username', 'taken'],
      [ACCOUNT_ERROR_CODES.mobileExists]: ['mobileNum', 'mobileTaken'],
      [ERROR_CODES.captchaWrong]: ['identifying', 'captchaWrong'],
      [ERROR_CODES.verificationCode]: ['messageCode', 'codeWrong'],
      [ERROR_CODES.invalidAffiliate]: ['affiliateCode', 'affiliateInvalid'],
    };
    const named = byCode[failure.errorCode];
    const firstField = order.find((field) => fields[field]);
    if (named && rules[named[0]]) form.setServerIssue(named[0], named[1]);
    else if (firstField) form.setServerIssue(firstField, asFormIssue(fields[firstField]!, firstField));
    else setFormError(failureMessage(t, failure));
    if (withCaptcha) {
      form.setValues((v) => ({ ...v, identifying: '' }));
      void refreshCaptcha();
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    if (!agreed) {
      setDisclaimerError(true);
      return;
    }
    if (form.validateAll(order)) return;
    setSubmitting(true);
    try {
      const code = form.values.affiliateCode.trim();
      if (rules.affiliateCode && code && !(await checkAffiliate(code))) {
        form.setServerIssue('affiliateCode', 'affiliateInvalid');
        showToast(t('validation.affiliateInvalid'), { kind: 'error' });
        return;
      }
      const request: RegisterRequest = {
        registerMethod: registerMethod(),
        registerUrl: `${window.location.origin}${window.location.pathname}`,
        domain: window.location.hostname,
        type: 0,
      };
      const payload = request as Record<string, unknown>;
      for (const field of order) {
        const value = form.values[field];
        if (value !== '') payload[REGISTER_PAYLOAD_KEYS[field]] = value;
      }
      if (form.values.mobileNum) request.countryDialingCode = dialingCode;
      if (withCaptcha && captcha) request.captchaId = captcha.captchaId;
      const value = await register(kind, request);
      applyLogin(value);
      showToast(t('register.done'), { kind: 'success' });
      navigate('/m/home', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiFailure) applyFailure(failure);
      else throw failure;
    } finally {
      setSubmitting(false);
    }
  };

  const fieldFor = (field: RegisterField): ReactNode => {
    const rule = rules[field]!;
    const common = {
      label: label(field),
      value: form.values[field],
      onValue: (v: string) => form.set(field, v),
      onBlur: () => form.touch(field),
      inputRef: form.bind(field),
      error: error(field),
      showRequired: rule.required,
      name: field,
    };
    switch (field) {
      case 'username':
        return (
          <TextField
            {...common}
            autoComplete="username"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            onBlur={() => void onUsernameBlur()}
          />
        );
      case 'password':
      case 'confimpsw':
        return <PasswordField {...common} autoComplete="new-password" />;
      case 'paymentPassword':
        return <PasswordField {...common} autoComplete="off" inputMode="numeric" />;
      case 'mobileNum':
        return (
          <TextField
            {...common}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            leading={<DialingCodePicker codes={settings.dialingCodes} value={dialingCode} onChange={setDialingCode} />}
          />
        );
      case 'messageCode':
        return (
          <TextField
            {...common}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            trailing={
              <SmsCodeButton
                purpose="register"
                countryDialingCode={dialingCode}
                mobileNum={form.values.mobileNum}
                canSend={!form.issues.mobileNum && form.values.mobileNum !== ''}
                onInvalidMobile={() => form.validateAll(['mobileNum'])}
                onSent={() => form.focus('messageCode')}
              />
            }
          />
        );
      case 'identifying':
        return (
          <CaptchaField
            captcha={captcha}
            value={form.values.identifying}
            onValue={(v) => form.set('identifying', v)}
            onRefresh={() => void refreshCaptcha()}
            onBlur={() => form.touch('identifying')}
            inputRef={form.bind('identifying')}
            error={error('identifying')}
          />
        );
      case 'birthday':
        return (
          <BirthdayField
            label={label(field)}
            value={form.values.birthday}
            onValue={(v) => form.set('birthday', v)}
            inputRef={form.bind('birthday')}
            error={error('birthday')}
            required={rule.required}
          />
        );
      case 'email':
        return <TextField {...common} type="email" autoComplete="email" autoCapitalize="off" />;
      case 'nickname':
        return <TextField {...common} autoComplete="nickname" />;
      case 'payeeName':
        return <TextField {...common} autoComplete="name" />;
      case 'whatsapp':
      case 'zalo':
      case 'qqNum':
        return <TextField {...common} type="tel" inputMode="numeric" autoComplete="off" />;
      default:
        return <TextField {...common} autoComplete="off" autoCapitalize="off" />;
    }
  };

  return (
    <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('register.title')}>
      {order.map((field) => (
        <Fragment key={field}>{fieldFor(field)}</Fragment>
      ))}
      <label className={`acc-check${disclaimerError && !agreed ? ' acc-check--invalid' : ''}`}>
        <input
          type="checkbox"
          checked={agreed}
          aria-describedby={disclaimerError && !agreed ? 'disclaimer-error' : undefined}
          onChange={(e) => {
            setAgreed(e.target.checked);
            setDisclaimerError(false);
          }}
        />
        <span>{t('register.disclaimer', { age: settings.ageLimit })}</span>
      </label>
      {disclaimerError && !agreed && (
        <p id="disclaimer-error" className="acc-field__error" role="alert">
          {t('register.disclaimerRequired')}
        </p>
      )}
      {formError && (
        <p className="acc-form__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn--gold btn--block" disabled={!canSubmit} aria-busy={submitting}>
        {submitting ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
