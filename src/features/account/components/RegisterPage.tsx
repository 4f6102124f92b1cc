import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from '@tanstack/react-router';
import { ERROR_CODES } from '@contract/errors';
import { ACCOUNT_ERROR_CODES, REGISTER_PAYLOAD_KEYS, type AccountSettings, type RegisterRequest } from '@contract/account';
import { registerRequestSchema } from '@contract/schemas/account';
import { checkField, registerFormRules, type RegisterKind } from '@contract/field-validation';
import { REGISTER_FIELDS, type FieldRule, type RegisterField } from '@contract/site';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { showToast } from '@/components/ui/toast';
import { applyLogin } from '@/lib/auth';
import { adoptChecked, useForm } from '@/lib/form/use-form';
import { registerMethod } from '@/lib/pwa';
import { checkAffiliate } from '../api/check-affiliate';
import { ProviderButtons } from '../provider/ProviderButtons';
import { checkUsername } from '../api/check-username';
import { register } from '../api/register';
import { asFormIssue, failureMessage, fieldMessage } from '../messages';
import { outsideProof, VERIFIER_FAILURES } from '../phone-verifier';
import { useCaptcha } from '../use-captcha';
import { registerChecks } from '../validation';
import { PolicyLinks } from './PolicyLinks';
import { RegisterFieldInput } from './RegisterFieldInput';
import { SettingsGate } from './SettingsGate';
import { Tabs } from './Tabs';
import '../account.css';

const EMPTY = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, ''])) as Record<RegisterField, string>;
/** The payload's spelling of each field, read back to place the contract's issues beside the field. */
const FIELD_OF_KEY = Object.fromEntries(Object.entries(REGISTER_PAYLOAD_KEYS).map(([field, key]) => [key, field])) as Partial<
  Record<string, RegisterField>
>;

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
      <ProviderButtons settings={settings} door="member" affiliateCode={affiliateCode} />
      <p className="acc-switch">
        {t('register.haveAccount')} <Link to="/m/login">{t('register.toLogin')}</Link>
      </p>
    </div>
  );
}

/** The visible fields of one registration kind with the rule each is checked by (the operator's rules). */
function useRegisterRules(kind: RegisterKind, settings: AccountSettings, invited: boolean) {
  return useMemo(() => {
    // An invitation link's code is shown (filled in) even where the operator keeps the field off.
    const fields = invited ? { ...settings.fields, affiliateCode: { ...settings.fields.affiliateCode, enabled: true } } : settings.fields;
    const rules = registerFormRules(kind, fields, {
      flags: {
        REGMOBVERF3: settings.methods.mobileVerify,
        MOBILENUMPASSREG3: settings.methods.mobilePassword,
        AFFILIATE3: settings.methods.affiliate,
      },
      captchaEnabled: settings.captcha.enabled,
    }) as Partial<Record<RegisterField, FieldRule>>;
    return { rules, order: REGISTER_FIELDS.filter((field) => rules[field]) };
  }, [kind, settings, invited]);
}

/** The platform's refusals that are about one field. */
const FIELD_ERRORS = {
  [ERROR_CODES.usernameExists]: ['username', 'taken'],
  [ACCOUNT_ERROR_CODES.mobileExists]: ['mobileNum', 'mobileTaken'],
  [ERROR_CODES.captchaWrong]: ['identifying', 'captchaWrong'],
  [ERROR_CODES.verificationCode]: ['messageCode', 'codeWrong'],
  [VERIFIER_FAILURES.codeWrong]: ['messageCode', 'codeWrong'],
  [ERROR_CODES.invalidAffiliate]: ['affiliateCode', 'affiliateInvalid'],
} as const satisfies Partial<Record<string, readonly [RegisterField, string]>>;

function RegisterForm({
  kind,
  settings,
  affiliateCode,
}: {
  kind: RegisterKind;
  settings: AccountSettings;
  affiliateCode?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { rules, order } = useRegisterRules(kind, settings, !!affiliateCode);
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const [agreed, setAgreed] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('register');
  const withCaptcha = !!rules.identifying;

  const toRequest = (values: Record<RegisterField, string>): RegisterRequest => {
    // The form is checked as it renders, on the server too, where there is no address yet.
    const here = typeof window === 'undefined' ? null : window.location;
    const request: RegisterRequest = {
      registerMethod: registerMethod(),
      registerUrl: here ? `${here.origin}${here.pathname}` : '',
      domain: here?.hostname ?? '',
      type: 0,
    };
    const payload = request as Record<string, unknown>;
    for (const field of order) if (values[field] !== '') payload[REGISTER_PAYLOAD_KEYS[field]] = values[field];
    if (values.mobileNum) request.countryDialingCode = dialingCode;
    if (withCaptcha && captcha) request.captchaId = captcha.captchaId;
    return request;
  };
  const form = useForm({
    initial: { ...EMPTY, affiliateCode: affiliateCode ?? '' },
    fields: order,
    rules,
    checks: useMemo(() => registerChecks(settings.ageLimit), [settings.ageLimit]),
    schema: registerRequestSchema,
    schemaInput: toRequest,
    schemaFields: FIELD_OF_KEY,
    message: fieldMessage(t, rules, { ageLimit: settings.ageLimit }),
    fieldErrors: FIELD_ERRORS,
    fieldIssueOf: asFormIssue,
    gate: 'filled',
  });

  useEffect(() => {
    if (withCaptcha) void refreshCaptcha();
  }, [withCaptcha, refreshCaptcha]);

  const onUsernameBlur = async () => {
    const username = form.values.username;
    if (!rules.username || checkField(rules.username, username)) return;
    try {
      if (!(await checkUsername(username))) form.setServerIssue('username', 'taken');
    } catch {
      // The platform checks again when the form is sent.
    }
  };

  const send = async (values: Record<RegisterField, string>) => {
    const proof =
      rules.messageCode && values.mobileNum
        ? await outsideProof(settings.phoneVerifier, dialingCode, values.mobileNum, values.messageCode)
        : null;
    const request = { ...toRequest(values), ...proof };
    const code = values.affiliateCode.trim();
    if (rules.affiliateCode && code && !(await checkAffiliate(code))) {
      form.setServerIssue('affiliateCode', 'affiliateInvalid');
      showToast(t('validation.affiliateInvalid'), { kind: 'error' });
      return;
    }
    applyLogin(await register(kind, request));
    showToast(t('register.done'), { kind: 'success' });
    void navigate({ to: '/m/home', replace: true });
  };
  const onFailure = () => {
    if (!withCaptcha) return;
    form.setValues({ identifying: '' });
    void refreshCaptcha();
  };

  const context = {
    form,
    settings,
    dialingCode,
    onDialingCode: setDialingCode,
    captcha,
    onRefreshCaptcha: () => void refreshCaptcha(),
    onUsernameBlur: () => void onUsernameBlur(),
  };
  return (
    <Form label={t('register.title')} onSubmit={form.handleSubmit(send, onFailure)}>
      {order.map((field) => (
        <RegisterFieldInput key={field} field={field} context={{ ...context, required: rules[field]!.required }} />
      ))}
      <label className="form-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} ref={adoptChecked(agreed, setAgreed)} />
        <span>{t('register.disclaimer', { age: settings.ageLimit })}</span>
      </label>
      <PolicyLinks />
      <FormAlert message={form.failure && failureMessage(t, form.failure)} />
      {/* The disclaimer must be accepted: until then the button stays disabled, as the spec has it. */}
      <SubmitButton form={form} disabled={!agreed} sendingLabel={t('register.submitting')}>
        {t('register.submit')}
      </SubmitButton>
    </Form>
  );
}
