import { useState, type FormEvent } from 'react';
import type { LoginValue, ProviderFinish } from '@contract/account';
import { Form, FormAlert } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { registerWithProvider } from '../api/provider-sign-in';
import { failureMessage } from '../messages';
import { SettingsGate } from '../components/SettingsGate';
import { PolicyLinks } from '../components/PolicyLinks';

const INVITATION_CODE = /^[A-Za-z0-9]{1,20}$/;

interface NewProviderAccountProps {
  account: NonNullable<ProviderFinish['newAccount']>;
  onSignedIn: (value: LoginValue) => void;
  onBack: () => void;
}

/**
 * A first sign-in with a provider: the one short screen of what registration still asks (the age
 * and the terms, the invitation code an invitation link brought), then the account exists.
 */
export function NewProviderAccount(props: NewProviderAccountProps) {
  return (
    <SettingsGate>
      {(settings) => <NewAccountForm {...props} ageLimit={settings.ageLimit} affiliate={settings.methods.affiliate} />}
    </SettingsGate>
  );
}

function NewAccountForm({
  account,
  onSignedIn,
  onBack,
  ageLimit,
  affiliate,
}: NewProviderAccountProps & { ageLimit: number; affiliate: boolean }) {
  const { t } = useTranslation('account');
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState(account.affiliateCode ?? '');
  const [codeIssue, setCodeIssue] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const providerName = t(`provider.name.${account.provider}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed && !INVITATION_CODE.test(trimmed)) {
      setCodeIssue(t('validation.affiliateInvalid'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const value = await registerWithProvider(trimmed);
      showToast(t('register.done'), { kind: 'success' });
      onSignedIn(value);
    } catch (error) {
      if (error instanceof ApiFailure) setFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="acc-page">
      <h2 className="acc-title">{t('provider.newTitle', { name: account.name })}</h2>
      <p className="acc-note">{t('provider.newIntro', { provider: providerName })}</p>
      <Form label={t('provider.newForm')} onSubmit={submit}>
        {(affiliate || account.affiliateCode) && (
          <TextField
            label={t('fields.affiliateCode')}
            value={code}
            error={codeIssue}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeIssue(null);
            }}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={20}
          />
        )}
        <label className="form-check">
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t('register.disclaimer', { age: ageLimit })}</span>
        </label>
        <PolicyLinks />
        <FormAlert message={failure && failureMessage(t, failure)} />
        <button type="submit" className="btn btn--gold btn--block" disabled={!agreed || sending}>
          {t(sending ? 'register.submitting' : 'provider.create')}
        </button>
      </Form>
      <p className="acc-switch">
        <button type="button" className="acc-link-button" onClick={onBack}>
          {t('provider.notNow')}
        </button>
      </p>
    </div>
  );
}
