import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { ACCOUNT_ERROR_CODES, type AccountSettings } from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import { Form, SubmitButton } from '@/components/form/Form';
import { PasswordField } from '@/components/form/TextField';
import { NewPasswordFields } from './NewPasswordFields';
import { alertDialog } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast';
import type { ApiFailure } from '@/lib/api-client';
import { useForm } from '@/lib/form/use-form';
import { memberState } from '@/lib/member';
import { changePassword } from '../api/change-password';
import { asFormIssue, fieldMessage } from '../messages';
import { confirms, OLD_PASSWORD_RULE, requiredRule } from '../validation';
import { SettingsGate } from './SettingsGate';
import '../account.css';

/** "Changes saved" shows this long, then the player is taken home. */
const SAVED_NOTICE_MS = 1000;

export function ChangePasswordPage() {
  return <SettingsGate>{(settings) => <ChangePasswordForm settings={settings} />}</SettingsGate>;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;
const WITHOUT_OLD = ['newPassword', 'confirmNewPassword'] as const;

function ChangePasswordForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const member = useSnapshot(memberState).info;
  // A member who registered by mobile without a password sets one without an old one.
  const askOld = member?.hasPassword !== false;
  const rule = requiredRule(settings.fields.password);
  const rules = { oldPassword: OLD_PASSWORD_RULE, newPassword: rule, confirmNewPassword: rule };
  const form = useForm({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fields: askOld ? FIELDS : WITHOUT_OLD,
    rules,
    checks: { confirmNewPassword: confirms('newPassword') },
    // The spec's bounds of the old password are the platform's own: its message names the common rule.
    message: fieldMessage(t, { ...rules, oldPassword: rule }),
    fieldIssueOf: asFormIssue,
    fieldErrors: {
      [ACCOUNT_ERROR_CODES.oldPasswordWrong]: ['oldPassword', 'oldWrong'],
      [ERROR_CODES.passwordMismatch]: ['confirmNewPassword', 'mismatch'],
    },
    gate: 'filled',
  });
  const samePassword = () => alertDialog({ message: t('changePsw.same'), confirmLabel: t('actions.ok') });

  const send = async ({ oldPassword, newPassword, confirmNewPassword }: Record<(typeof FIELDS)[number], string>) => {
    if (askOld && newPassword === oldPassword) return void (await samePassword());
    await changePassword({ ...(askOld ? { oldPassword } : {}), newPassword, confirmNewPassword });
    showToast(t('changePsw.saved'), { kind: 'success', durationMs: SAVED_NOTICE_MS });
    setTimeout(() => void navigate({ to: '/m/home', replace: true }), SAVED_NOTICE_MS);
  };
  const onFailure = (failure: ApiFailure) => {
    if (failure.errorCode === ERROR_CODES.samePassword) void samePassword();
  };

  return (
    <div className="acc-page">
      <Form label={t('changePsw.title')} onSubmit={form.handleSubmit(send, onFailure)}>
        <input type="hidden" name="username" autoComplete="username" value={member?.account ?? ''} readOnly />
        {askOld && (
          <PasswordField
            label={t('fields.oldPassword')}
            {...form.register('oldPassword')}
            name="current-password"
            autoComplete="current-password"
            showRequired
          />
        )}
        <NewPasswordFields form={form} password="newPassword" confirmation="confirmNewPassword" />
        <SubmitButton form={form}>{t('changePsw.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
