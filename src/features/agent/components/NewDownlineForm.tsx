import { useRef } from 'react';
import { ERROR_CODES } from '@contract/errors';
import { Form, FormAlert, SubmitButton } from '@/components/form/Form';
import { PasswordField, TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import { useForm } from '@/lib/form/use-form';
import { useTranslation } from '@/lib/use-translation';
import { createDownline } from '../api/agency';
import { newRequestKey } from '../format';

/** The contract's bounds of a new downline account's fields (the same as registering by username). */
const RULES = {
  username: { required: true, minLength: 6, maxLength: 16, patternId: 'USERNAME' },
  password: { required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' },
  nickname: { required: false, minLength: 0, maxLength: 30, patternId: 'TEXT' },
} as const;

/** Opens an account for a new player under the agent. */
export function NewDownlineForm() {
  const { t } = useTranslation(['agent', 'errors']);
  const requestKey = useRef(newRequestKey());
  const form = useForm({
    initial: { username: '', password: '', nickname: '' },
    rules: RULES,
    trimmed: ['nickname'],
    message: (issue, field) => (issue === 'taken' ? t('errors:codes.usernameExists') : t(`open.issues.${field}`)),
    fieldErrors: { [ERROR_CODES.usernameExists]: ['username', 'taken'] },
  });

  const send = async ({ username, password, nickname }: { username: string; password: string; nickname: string }) => {
    const member = await createDownline(
      { username, password, ...(nickname.trim() ? { nickname: nickname.trim() } : {}) },
      requestKey.current,
    );
    requestKey.current = newRequestKey();
    showToast(t('open.created', { account: member.account }), { kind: 'success' });
    form.reset({ username: '', password: '', nickname: '' });
  };

  return (
    <section className="agent-card" aria-labelledby="agent-open">
      <h2 id="agent-open" className="agent-card__title">
        {t('open.title')}
      </h2>
      <Form label={t('open.title')} onSubmit={form.handleSubmit(send)}>
        <TextField
          label={t('open.username')}
          hint={t('open.usernameHint')}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={16}
          showRequired
          {...form.register('username')}
        />
        <PasswordField
          label={t('open.password')}
          hint={t('open.passwordHint')}
          autoComplete="new-password"
          maxLength={20}
          showRequired
          {...form.register('password')}
        />
        <TextField label={t('open.nickname')} autoComplete="off" maxLength={30} {...form.register('nickname')} />
        <FormAlert message={form.failure ? errorMessage(t, form.failure) : null} />
        <SubmitButton form={form}>{t('open.submit')}</SubmitButton>
      </Form>
    </section>
  );
}
