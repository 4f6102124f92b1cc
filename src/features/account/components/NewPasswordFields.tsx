import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/form/TextField';
import type { Form } from '@/lib/form/use-form';

/** A new password, and its confirmation where the form asks for one, as password managers expect them. */
export function NewPasswordFields<F extends string>({ form, password, confirmation }: { form: Form<F>; password: F; confirmation?: F }) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        {...form.register(password)}
        name="new-password"
        autoComplete="new-password"
        showRequired
      />
      {confirmation && (
        <PasswordField
          label={t('fields.confirmNewPassword')}
          {...form.register(confirmation)}
          name="confirm-new-password"
          autoComplete="new-password"
          showRequired
        />
      )}
    </>
  );
}
