import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ERROR_CODES } from '@contract/errors';
import type { AccountSettings } from '@contract/account';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { NewPasswordFields } from './NewPasswordFields';
import type { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { setPasswordByMobile } from '../api/set-password-by-mobile';
import { asFormIssue, failureMessage, fieldMessage } from '../messages';
import { isVerifierFailure, outsideProof, VERIFIER_FAILURES } from '../phone-verifier';
import { LOGIN_FIELD_RULES, requiredRule } from '../validation';
import { MobileField, SmsCodeField } from './PhoneFields';
import { useLoginAfterReset } from './use-login-after-reset';

/** Recovery by phone: the mobile number, the SMS code and the new password in one form. */
export function PhoneReset({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const loginAfterReset = useLoginAfterReset();
  const [dialingCode, setDialingCode] = useState(settings.defaultDialingCode);
  const rules = {
    mobileNum: LOGIN_FIELD_RULES.mobileNum,
    verificationCode: LOGIN_FIELD_RULES.verificationCode,
    newPassword: requiredRule(settings.fields.password),
  };
  const form = useForm({
    initial: { mobileNum: '', verificationCode: '', newPassword: '' },
    rules,
    message: fieldMessage(t, rules),
    fieldIssueOf: asFormIssue,
    gate: 'valid',
    fieldErrors: { [VERIFIER_FAILURES.codeWrong]: ['verificationCode', 'codeWrong'] },
  });

  const send = async ({ mobileNum, verificationCode, newPassword }: typeof form.values) => {
    const proof = await outsideProof(settings.phoneVerifier, dialingCode, mobileNum, verificationCode);
    await setPasswordByMobile({ countryDialingCode: dialingCode, mobileNum, verificationCode, newPassword, ...proof });
    await loginAfterReset({ type: 'mobile', countryDialingCode: dialingCode, mobileNum, password: newPassword, loginAs: 'member' });
  };
  // The same password as before clears the password; anything else the platform refuses clears the code. What the
  // outside verifier refused keeps everything typed: the player corrects the code or tries again.
  const onFailure = (failure: ApiFailure) => {
    if (isVerifierFailure(failure.errorCode)) return;
    const field = failure.errorCode === ERROR_CODES.samePassword ? 'newPassword' : 'verificationCode';
    form.setValues({ [field]: '' });
    form.focus(field);
  };

  return (
    <Form label={t('forget.byPhone')} onSubmit={form.handleSubmit(send, onFailure)}>
      <MobileField form={form} name="mobileNum" settings={settings} dialingCode={dialingCode} onDialingCode={setDialingCode} />
      <SmsCodeField
        form={form}
        name="verificationCode"
        mobile="mobileNum"
        purpose="reset"
        dialingCode={dialingCode}
        verifier={settings.phoneVerifier}
      />
      <NewPasswordFields form={form} password="newPassword" />
      <FormAlert message={form.failure && failureMessage(t, form.failure)} />
      <SubmitButton form={form}>{t('forget.setPassword')}</SubmitButton>
    </Form>
  );
}
