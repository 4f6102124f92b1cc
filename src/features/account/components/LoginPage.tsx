import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  type AccountSettings,
  type IdentityProvider,
  type LoginDoor,
  type LoginRequest,
  type LoginValue,
  type ProviderSignInError,
} from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import { loginRequestSchema } from '@contract/schemas/account';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { Icon } from '@/components/ui/icons';
import { PageLoading } from '@/components/ui/Loading';
import { applyLogin } from '@/lib/auth';
import type { SessionBreak } from '@/lib/session';
import { adoptChecked, useForm } from '@/lib/form/use-form';
import { useHydrated } from '@/lib/hydration';
import { formatAmount } from '@/lib/format';
import { isInstalledApp, pwaState } from '@/lib/pwa';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useOnline } from '@/lib/use-online';
import { login } from '../api/login';
import { clearLoginDraft, readLoginDraft, saveLoginDraft } from '../login-draft';
import { asFormIssue, failureMessage, fieldMessage } from '../messages';
import { isVerifierFailure, outsideProof, VERIFIER_FAILURES } from '../phone-verifier';
import { safeRedirectPath } from '../redirect';
import { forgetRemembered, readRemembered, remember } from '../remember';
import { useCaptcha } from '../use-captcha';
import { useLateSignIn } from '../use-late-sign-in';
import { ProviderButtons } from '../provider/ProviderButtons';
import { LOGIN_FIELD_RULES } from '../validation';
import { AccountNav } from './AccountNav';
import { CaptchaField } from './CaptchaField';
import { FreePlayButton } from './FreePlayButton';
import { MobileField, SmsCodeField } from './PhoneFields';
import { SettingsGate } from './SettingsGate';
import { Tabs } from './Tabs';
import '../account.css';

/** Shown only after a login during a break: its code and the notice's come then, not with the form. */
const WithdrawOnlyOffer = lazy(() => import('./WithdrawOnlyOffer'));
/** The way back from a provider's page is rare: its code comes only then. */
const ProviderReturn = lazy(() => import('../provider/ProviderReturn').then((m) => ({ default: m.ProviderReturn })));

/** By account name and password, by mobile number and SMS code, or by mobile number and password. */
type Method = 'username' | 'sms' | 'mobile';
const byMobile = (method: Method) => method !== 'username';
type LoginField = keyof typeof LOGIN_FIELD_RULES;

export interface LoginPageProps {
  /** Where to go after logging in (a same-site path); home when absent or not safe. */
  redirect?: string | undefined;
  door?: LoginDoor;
  /** Back from this provider's page: the platform finishes the sign-in it kept. */
  via?: IdentityProvider | undefined;
  /** Back from a provider's page without a sign-in, and why. */
  signInError?: ProviderSignInError | undefined;
}

export function LoginPage(props: LoginPageProps) {
  return <SettingsGate>{(settings) => <LoginForm settings={settings} {...props} />}</SettingsGate>;
}

const EMPTY: Record<LoginField, string> = { username: '', password: '', mobileNum: '', verificationCode: '', captcha: '' };

function LoginForm({ settings, redirect, door = 'member', via, signInError }: LoginPageProps & { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // A code by SMS where the operator allows it; the number and its password wherever players register by mobile.
  const codeLogin = settings.methods.mobileLogin && door === 'member';
  const mobileTab = door === 'member' && (settings.methods.mobileLogin || settings.methods.mobileRegister);
  const allowed = (m: Method | undefined): m is Method => m === 'username' || (m === 'sms' && codeLogin) || (m === 'mobile' && mobileTab);
  const mobileDefault: Method = codeLogin ? 'sms' : 'mobile';
  const [method, setMethod] = useState<Method>('username');
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const [rememberMe, setRememberMe] = useState(false);
  const [keepSignedIn, setKeepSignedIn] = useState(false);
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const { captcha, refresh: refreshCaptcha } = useCaptcha('login');
  const [onBreak, setOnBreak] = useState<SessionBreak | null>(null);

  const methodFields: LoginField[] =
    method === 'username' ? ['username', 'password'] : method === 'sms' ? ['mobileNum', 'verificationCode'] : ['mobileNum', 'password'];
  const fields = captchaNeeded ? [...methodFields, 'captcha' as const] : methodFields;
  const toRequest = (v: Record<LoginField, string>): LoginRequest => {
    const common = {
      loginAs: door,
      ...(keepSignedIn ? { keepSignedIn } : {}),
      ...(captchaNeeded ? { captcha: v.captcha, ...(captcha ? { captchaId: captcha.captchaId } : {}) } : {}),
    };
    if (method === 'username') return { type: 'username', username: v.username, password: v.password, ...common };
    if (method === 'mobile')
      return { type: 'mobile', countryDialingCode: dialingCode, mobileNum: v.mobileNum, password: v.password, ...common };
    return { type: 'sms', countryDialingCode: dialingCode, mobileNum: v.mobileNum, verificationCode: v.verificationCode, ...common };
  };
  const form = useForm({
    initial: EMPTY,
    fields,
    rules: LOGIN_FIELD_RULES,
    schema: loginRequestSchema,
    schemaInput: toRequest,
    message: fieldMessage(t, LOGIN_FIELD_RULES),
    fieldIssueOf: asFormIssue,
    fieldErrors: { [VERIFIER_FAILURES.codeWrong]: ['verificationCode', 'codeWrong'] },
  });
  const { setValues } = form;

  const online = useOnline();
  // What the device keeps comes once the form is on screen (the server drew it without): what was typed
  // here while offline (this tab only) first, newer than the remembered name.
  useLayoutEffect(() => {
    const draft = readLoginDraft();
    if (draft) {
      if (allowed(draft.method)) setMethod(draft.method);
      if (byMobile(draft.method)) setDialingCode(draft.dialingCode);
      setValues({ username: draft.username, mobileNum: draft.mobileNum });
    }
    let cancelled = false;
    void readRemembered().then((record) => {
      if (cancelled || !record) return;
      setRememberMe(true);
      if (draft) return;
      if (record.type !== 'username' && mobileTab) {
        setMethod(allowed(record.type) ? record.type : mobileDefault);
        setValues({ mobileNum: record.username });
        if (record.countryDialingCode) setDialingCode(record.countryDialingCode);
      } else {
        setValues({ username: record.username });
      }
    });
    return () => {
      cancelled = true;
    };
    // Read once, when the page opens: the settings do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mobileTab, setValues]);

  // Offline, what was typed (never the password or a code) waits in this tab for the network.
  const { username: typedName, mobileNum: typedMobile } = form.values;
  useEffect(() => {
    if (!online) saveLoginDraft({ method, username: typedName, mobileNum: typedMobile, dialingCode });
  }, [online, method, typedName, typedMobile, dialingCode]);

  const goOn = () => {
    const back = safeRedirectPath(redirect);
    if (back) void navigate({ href: back, replace: true });
    else void navigate({ to: door === 'agent' ? '/m/agent/home' : '/m/home', replace: true });
  };
  const submitted = useRef(false);
  useLateSignIn(goOn, () => submitted.current, safeRedirectPath(redirect) !== null);

  const signedIn = (value: LoginValue) => {
    submitted.current = true;
    applyLogin(value);
    // During a break the session is withdraw-only: say why, and offer the way to the balance.
    if (value.onBreak) {
      setOnBreak({ endsAt: value.onBreak.endsAt, selfExclusion: value.onBreak.selfExclusion });
      return;
    }
    goOn();
  };
  /** A code the outside verifier texted is confirmed there: the login then carries its proof (the spec's firebase login). */
  const withProof = async (request: LoginRequest): Promise<LoginRequest> => {
    if (request.type !== 'sms') return request;
    const { type: _sms, mobileNum, verificationCode, ...rest } = request;
    const proof = await outsideProof(settings.phoneVerifier, rest.countryDialingCode, mobileNum, verificationCode);
    return proof ? { ...rest, ...proof, type: 'firebase', firebaseMobileNo: mobileNum } : request;
  };
  const send = async (values: Record<LoginField, string>) => {
    const value = await login(await withProof(toRequest(values)));
    clearLoginDraft();
    const username = method === 'username' ? values.username : values.mobileNum;
    if (rememberMe) await remember({ type: method, username, countryDialingCode: byMobile(method) ? dialingCode : null });
    else await forgetRemembered();
    signedIn(value);
  };
  const backToForm = () => void navigate({ to: '/m/login', search: door === 'agent' ? { redirect, door } : { redirect }, replace: true });

  const onFailure = (failure: { value?: unknown; errorCode?: string }) => {
    // A failed login may bring the captcha; from then on every try needs a fresh answer.
    if ((failure.value as { captcha?: unknown } | undefined)?.captcha === true || captchaNeeded) {
      setCaptchaNeeded(true);
      setValues({ captcha: '' });
      void refreshCaptcha();
    }
    // What the outside verifier refused keeps the code typed: the player corrects it or asks for another.
    if (method === 'sms' && !isVerifierFailure(failure.errorCode)) setValues({ verificationCode: '' });
  };

  const title = door === 'agent' ? t('login.agentTitle') : t('login.title');
  // The right account at the other door: the player is pointed to theirs, the name they typed kept.
  const wrongDoor = form.failure?.errorCode === (door === 'agent' ? ERROR_CODES.nonAgentLogin : ERROR_CODES.nonMemberLogin);
  if (onBreak)
    return (
      <Suspense fallback={<PageLoading />}>
        <WithdrawOnlyOffer onBreak={onBreak} />
      </Suspense>
    );
  if (via)
    return (
      <Suspense fallback={<PageLoading />}>
        <ProviderReturn provider={via} onSignedIn={signedIn} onBack={backToForm} />
      </Suspense>
    );
  return (
    <div className="acc-page">
      {door === 'agent' && <h2 className="acc-title">{title}</h2>}
      {mobileTab && (
        <Tabs
          label={t('login.methods')}
          value={byMobile(method) ? 'mobile' : 'username'}
          onChange={(next) => {
            setMethod(next === 'mobile' ? mobileDefault : 'username');
            form.setFailure(null);
          }}
          tabs={[
            { key: 'username', label: t('login.byUsername') },
            { key: 'mobile', label: t('login.byMobile') },
          ]}
        />
      )}
      {!online && (
        <p className="acc-offline" role="status">
          <Icon name="wifiOff" size={18} />
          <span>{t('login.offline')}</span>
        </p>
      )}
      {signInError && (
        <p className="form-alert" role="alert">
          {t(`provider.error.${signInError}`)}
        </p>
      )}
      <Form label={title} onSubmit={form.handleSubmit(send, onFailure)}>
        {method === 'username' ? (
          <>
            <TextField
              label={t('fields.username')}
              {...form.register('username')}
              autoComplete="username"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              showRequired
            />
            <PasswordField label={t('fields.password')} {...form.register('password')} autoComplete="current-password" showRequired />
          </>
        ) : (
          <>
            <MobileField form={form} name="mobileNum" settings={settings} dialingCode={dialingCode} onDialingCode={setDialingCode} />
            {method === 'sms' ? (
              <SmsCodeField
                form={form}
                name="verificationCode"
                mobile="mobileNum"
                purpose="login"
                dialingCode={dialingCode}
                verifier={settings.phoneVerifier}
              />
            ) : (
              <PasswordField label={t('fields.password')} {...form.register('password')} autoComplete="current-password" showRequired />
            )}
            {codeLogin && (
              <button
                type="button"
                className="acc-link-button acc-method-switch"
                onClick={() => {
                  setMethod(method === 'sms' ? 'mobile' : 'sms');
                  form.setFailure(null);
                }}
              >
                {t(method === 'sms' ? 'login.withPassword' : 'login.withCode')}
              </button>
            )}
          </>
        )}
        {captchaNeeded && <CaptchaField {...form.register('captcha')} captcha={captcha} onRefresh={() => void refreshCaptcha()} />}
        <label className="form-check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.target.checked)}
            ref={adoptChecked(rememberMe, setRememberMe)}
          />
          <span>{t('login.remember')}</span>
        </label>
        <label className="form-check">
          <input
            type="checkbox"
            checked={keepSignedIn}
            onChange={(e) => setKeepSignedIn(e.target.checked)}
            ref={adoptChecked(keepSignedIn, setKeepSignedIn)}
            aria-describedby="keep-signed-in-hint"
          />
          <span>{t('login.keepSignedIn')}</span>
        </label>
        <p id="keep-signed-in-hint" className="form-field__hint acc-keep-hint">
          {t('login.keepSignedInHint')}
        </p>
        {wrongDoor ? (
          <div className="form-alert acc-wrong-door" role="alert">
            <p>{t(door === 'agent' ? 'login.wrongDoorMember' : 'login.wrongDoorAgent')}</p>
            <Link
              to="/m/login"
              search={door === 'agent' ? {} : { door: 'agent' }}
              className="btn btn--gold btn--block"
              onClick={() => form.setFailure(null)}
            >
              {t(door === 'agent' ? 'login.toMemberDoor' : 'login.toAgentDoor')}
            </Link>
          </div>
        ) : (
          <FormAlert message={form.failure && failureMessage(t, form.failure)} />
        )}
        <SubmitButton form={form} sendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </Form>
      {door === 'member' && settings.methods.freePlay && <FreePlayButton />}
      <ProviderButtons settings={settings} door={door} redirect={redirect} keepSignedIn={keepSignedIn} />
      <p className="acc-switch">
        {door === 'agent' ? (
          <Link to="/m/login">{t('login.memberDoor')}</Link>
        ) : (
          <Link to="/m/login" search={{ door: 'agent' }}>
            {t('login.agentDoor')}
          </Link>
        )}
      </p>
      {door === 'member' && <DownloadPromo />}
      <AccountNav
        showForgot={settings.methods.mailRecovery || settings.methods.phoneRecovery}
        customerServicePath={settings.customerServicePath}
      />
    </div>
  );
}

/** The way to the app's install guide and its bonus; not shown inside the installed app. */
function DownloadPromo() {
  const { t } = useTranslation('account');
  const pwa = useSnapshot(pwaState);
  const site = useSiteInfo();
  // Drawn as the server drew it (it cannot know the app is installed), and hidden right after if it is.
  const installed = useHydrated() && isInstalledApp(pwa);
  if (installed || !site) return null;
  return (
    <p className="acc-switch">
      <Link to="/m/download" className="acc-download">
        <Icon name="download" size={18} />
        {t('login.downloadPromo', { amount: `${currencySymbol(site)}${formatAmount(site.bonuses.download, 0)}` })}
      </Link>
    </p>
  );
}
