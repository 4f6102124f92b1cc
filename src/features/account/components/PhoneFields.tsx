import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings, SmsPurpose } from '@contract/account';
import { LOGIN_RULES } from '@contract/field-validation';
import { TextField } from '@/components/form/TextField';
import type { Form } from '@/lib/form/use-form';
import { DialingCodePicker } from './DialingCodePicker';
import { SmsCodeButton } from './SmsCodeButton';

interface Dialing {
  dialingCode: string;
  onDialingCode: (code: string) => void;
}

/** The mobile number with its dialling-code picker, as the login, registration and recovery forms ask for it. */
export function MobileField<F extends string>({
  form,
  name,
  settings,
  dialingCode,
  onDialingCode,
  required = true,
}: Dialing & { form: Form<F>; name: F; settings: AccountSettings; required?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.mobileNum')}
      {...form.register(name)}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LOGIN_RULES.loginMobileNum.maxLength}
      leading={<DialingCodePicker codes={settings.dialingCodes} value={dialingCode} onChange={onDialingCode} />}
      showRequired={required}
    />
  );
}

/** The SMS code with its get-code link, which asks only once the mobile number passes its rule. */
export function SmsCodeField<F extends string>({
  form,
  name,
  mobile,
  purpose,
  dialingCode,
  verifier,
}: Pick<Dialing, 'dialingCode'> & {
  form: Form<F>;
  name: F;
  mobile: F;
  purpose: SmsPurpose;
  /** The site's phone verification channel: an outside verifier texts the code where it names one. */
  verifier?: AccountSettings['phoneVerifier'];
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t(`fields.${name}`)}
      {...form.register(name)}
      name="one-time-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LOGIN_RULES.verificationCode.maxLength}
      showRequired
      trailing={
        <SmsCodeButton
          purpose={purpose}
          countryDialingCode={dialingCode}
          mobileNum={form.values[mobile]}
          canSend={!form.issues[mobile] && form.values[mobile] !== ''}
          onInvalidMobile={() => form.validate([mobile])}
          onSent={() => form.focus(name)}
          verifier={verifier}
        />
      }
    />
  );
}
