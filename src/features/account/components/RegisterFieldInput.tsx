import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings, CaptchaValue } from '@contract/account';
import type { RegisterField } from '@contract/site';
import { PasswordField, TextField } from '@/components/form/TextField';
import type { Form } from '@/lib/form/use-form';
import { BirthdayField } from './BirthdayField';
import { CaptchaField } from './CaptchaField';
import { MobileField, SmsCodeField } from './PhoneFields';

interface RegisterFieldContext {
  form: Form<RegisterField>;
  settings: AccountSettings;
  required: boolean;
  dialingCode: string;
  onDialingCode: (code: string) => void;
  captcha: CaptchaValue | null;
  onRefreshCaptcha: () => void;
  onUsernameBlur: () => void;
}

/** The input of one registration field, with the keyboard, autofill and extras that field needs. */
export function RegisterFieldInput({ field, context }: { field: RegisterField; context: RegisterFieldContext }) {
  const { t } = useTranslation('account');
  const { form, settings, required, dialingCode } = context;
  const common = { label: t(`fields.${field}`), ...form.register(field), showRequired: required };
  switch (field) {
    case 'username':
      return (
        <TextField
          {...common}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onBlur={() => {
            common.onBlur();
            context.onUsernameBlur();
          }}
        />
      );
    case 'password':
    case 'confimpsw':
      return <PasswordField {...common} autoComplete="new-password" />;
    case 'paymentPassword':
      return <PasswordField {...common} autoComplete="off" inputMode="numeric" />;
    case 'mobileNum':
      return (
        <MobileField
          form={form}
          name="mobileNum"
          settings={settings}
          dialingCode={dialingCode}
          onDialingCode={context.onDialingCode}
          required={required}
        />
      );
    case 'messageCode':
      return (
        <SmsCodeField
          form={form}
          name="messageCode"
          mobile="mobileNum"
          purpose="register"
          dialingCode={dialingCode}
          verifier={settings.phoneVerifier}
        />
      );
    case 'identifying':
      return <CaptchaField {...form.register('identifying')} captcha={context.captcha} onRefresh={context.onRefreshCaptcha} />;
    case 'birthday':
      return <BirthdayField {...common} required={required} onPick={(date) => form.setValue('birthday', date)} />;
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
}
