import { useState } from 'react';
import { IDENTITY_PROVIDERS, type AccountSettings, type IdentityProvider, type LoginDoor } from '@contract/account';
import { FormAlert } from '@/components/form/Form';
import { ProviderMark } from '@/components/ui/ProviderMark';
import { ApiFailure } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { startProviderSignIn } from '../api/provider-sign-in';
import { failureMessage } from '../messages';

export const enabledProviders = (settings: AccountSettings): IdentityProvider[] =>
  IDENTITY_PROVIDERS.filter((provider) => settings.methods[`${provider}Login`]);

interface ProviderButtonsProps {
  settings: AccountSettings;
  door: LoginDoor;
  redirect?: string | undefined;
  keepSignedIn?: boolean;
  affiliateCode?: string | undefined;
}

/**
 * "Continue with Google / Facebook", where the operator turned them on. The platform starts the
 * flow and names the provider's page; the browser goes there and comes back to the login page.
 */
export function ProviderButtons({ settings, door, redirect, keepSignedIn = false, affiliateCode }: ProviderButtonsProps) {
  const { t } = useTranslation('account');
  const [leaving, setLeaving] = useState<IdentityProvider | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const providers = enabledProviders(settings);
  if (providers.length === 0) return null;

  const go = async (provider: IdentityProvider) => {
    setLeaving(provider);
    setFailure(null);
    try {
      const url = await startProviderSignIn({ provider, loginAs: door, redirect, keepSignedIn, affiliateCode });
      window.location.assign(url);
    } catch (error) {
      setLeaving(null);
      if (error instanceof ApiFailure) setFailure(error);
    }
  };

  return (
    <div className="acc-providers">
      <p className="acc-providers__or">{t('provider.or')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`provider-btn provider-btn--${provider}`}
          disabled={leaving !== null}
          aria-busy={leaving === provider}
          onClick={() => void go(provider)}
        >
          <ProviderMark provider={provider} />
          <span>{t(leaving === provider ? 'provider.leaving' : `provider.continue.${provider}`)}</span>
        </button>
      ))}
      <FormAlert message={failure && failureMessage(t, failure)} />
    </div>
  );
}
