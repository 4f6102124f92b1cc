import { useEffect, useRef, useState } from 'react';
import type { IdentityProvider, LoginValue, ProviderFinish } from '@contract/account';
import { FormAlert } from '@/components/form/Form';
import { ApiFailure } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { finishProviderSignIn } from '../api/provider-sign-in';
import { failureMessage } from '../messages';
import { NewProviderAccount } from './NewProviderAccount';

interface ProviderReturnProps {
  provider: IdentityProvider;
  onSignedIn: (value: LoginValue) => void;
  /** Back to the login form (this page without `via`). */
  onBack: () => void;
}

type Step =
  | { kind: 'finishing' }
  | { kind: 'newAccount'; account: NonNullable<ProviderFinish['newAccount']> }
  | { kind: 'failed'; failure: ApiFailure };

/**
 * The login page once a provider sent the browser back: the platform finishes the sign-in it
 * kept (once), then the player is signed in, or confirms the new account, or reads why not.
 */
export function ProviderReturn({ provider, onSignedIn, onBack }: ProviderReturnProps) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'finishing' });
  // The flow finishes once: a second call would find it spent and say so.
  const asked = useRef(false);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    finishProviderSignIn().then(
      (finish) => {
        if (finish.login) signedIn.current(finish.login);
        else if (finish.newAccount) setStep({ kind: 'newAccount', account: finish.newAccount });
      },
      (error: unknown) => {
        if (error instanceof ApiFailure) setStep({ kind: 'failed', failure: error });
      },
    );
  }, []);

  if (step.kind === 'newAccount') return <NewProviderAccount account={step.account} onSignedIn={onSignedIn} onBack={onBack} />;
  return (
    <div className="acc-page">
      {step.kind === 'finishing' ? (
        <p className="acc-wait" role="status">
          {t('provider.finishing', { provider: t(`provider.name.${provider}`) })}
        </p>
      ) : (
        <>
          <FormAlert message={failureMessage(t, step.failure)} />
          <button type="button" className="btn btn--gold btn--block" onClick={onBack}>
            {t('provider.backToLogin')}
          </button>
        </>
      )}
    </div>
  );
}
