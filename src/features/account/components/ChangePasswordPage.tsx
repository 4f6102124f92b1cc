import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ACCOUNT_ERROR_CODES, type AccountSettings } from '@contract/account';
import { ERROR_CODES } from '@contract/errors';
import { useAppNavigate } from '@/components/ui/AppLink';
import { alertDialog } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { memberState } from '@/lib/member';
import { changePassword } from '../api/change-password';
import { issueMessage, type FormIssue } from '../messages';
import { useForm } from '../use-form';
import { byRule, confirmationOf } from '../validation';
import { SettingsGate } from './SettingsGate';
import { PasswordField } from './TextField';
import '../account.css';

/** "Changes saved" shows this long, then the player is taken home. */
export const SAVED_NOTICE_MS = 1000;

export function ChangePasswordPage() {
  return <SettingsGate>{(settings) => <ChangePasswordForm settings={settings} />}</SettingsGate>;
}

function ChangePasswordForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const navigate = useAppNavigate();
  const member = useSnapshot(memberState).info;
  // A member who registered by mobile without a password sets one without an old one.
  const askOld = member?.hasPassword !== false;
  const rule = settings.fields.password;
  const [submitting, setSubmitting] = useState(false);
  const form = useForm(
    { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    {
      oldPassword: askOld ? byRule({ required: true, minLength: 1, maxLength: 100, patternId: 'TEXT' }) : undefined,
      newPassword: byRule({ ...rule, required: true }),
      confirmNewPassword: confirmationOf(rule, 'newPassword'),
    },
  );
  const { oldPassword, newPassword, confirmNewPassword } = form.values;
  const allFilled = (!askOld || oldPassword !== '') && newPassword !== '' && confirmNewPassword !== '';
  const message = (issue: FormIssue | null, label: string) => (issue ? issueMessage(t, issue, { label, ...rule }) : null);
  const order = askOld ? (['oldPassword', 'newPassword', 'confirmNewPassword'] as const) : (['newPassword', 'confirmNewPassword'] as const);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allFilled || submitting) return;
    if (askOld && newPassword === oldPassword) {
      await alertDialog({ message: t('changePsw.same'), confirmLabel: t('actions.ok') });
      return;
    }
    if (form.validateAll(order)) return;
    setSubmitting(true);
    try {
      await changePassword({ ...(askOld ? { oldPassword } : {}), newPassword, confirmNewPassword });
      showToast(t('changePsw.saved'), { kind: 'success', durationMs: SAVED_NOTICE_MS });
      setTimeout(() => navigate('/m/home', { replace: true }), SAVED_NOTICE_MS);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      if (error.errorCode === ACCOUNT_ERROR_CODES.oldPasswordWrong) form.setServerIssue('oldPassword', 'oldWrong');
      else if (error.errorCode === ERROR_CODES.samePassword)
        await alertDialog({ message: t('changePsw.same'), confirmLabel: t('actions.ok') });
      else if (error.errorCode === ERROR_CODES.passwordMismatch) form.setServerIssue('confirmNewPassword', 'mismatch');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="acc-page">
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('changePsw.title')}>
        <input type="hidden" name="username" autoComplete="username" value={member?.account ?? ''} readOnly />
        {askOld && (
          <PasswordField
            label={t('fields.oldPassword')}
            name="current-password"
            autoComplete="current-password"
            value={oldPassword}
            onValue={(v) => form.set('oldPassword', v)}
            onBlur={() => form.touch('oldPassword')}
            inputRef={form.bind('oldPassword')}
            error={message(form.shown('oldPassword'), t('fields.oldPassword'))}
            showRequired
          />
        )}
        <PasswordField
          label={t('fields.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={newPassword}
          onValue={(v) => form.set('newPassword', v)}
          onBlur={() => form.touch('newPassword')}
          inputRef={form.bind('newPassword')}
          error={message(form.shown('newPassword'), t('fields.newPassword'))}
          showRequired
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          name="confirm-new-password"
          autoComplete="new-password"
          value={confirmNewPassword}
          onValue={(v) => form.set('confirmNewPassword', v)}
          onBlur={() => form.touch('confirmNewPassword')}
          inputRef={form.bind('confirmNewPassword')}
          error={message(form.shown('confirmNewPassword'), t('fields.confirmNewPassword'))}
          showRequired
        />
        <button type="submit" className="btn btn--gold btn--block" disabled={!allFilled || submitting} aria-busy={submitting}>
          {t('changePsw.submit')}
        </button>
      </form>
    </div>
  );
}
