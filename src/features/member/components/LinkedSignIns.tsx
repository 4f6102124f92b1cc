import { useEffect, useState } from 'react';
import {
  ACCOUNT_ERROR_CODES,
  IDENTITY_PROVIDERS,
  PROVIDER_FLAGS,
  type IdentityProvider,
  type ProviderSignInError,
  type SignInLink,
} from '@contract/account';
import { confirmDialog } from '@/components/ui/dialog';
import { ProviderMark } from '@/components/ui/ProviderMark';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useSiteInfo } from '@/lib/site';
import { useTranslation } from '@/lib/use-translation';
import { startProviderLink, unlinkSignIn, useSignInLinks } from '../api/sign-in-links';

interface LinkedSignInsProps {
  /** Back from the provider's page: the link made, or why not. */
  linked?: IdentityProvider | undefined;
  signInError?: ProviderSignInError | undefined;
}

/**
 * The security centre's sign-ins with Google and Facebook: each linked one with a way to unlink it
 * (while another way in remains), and a way to link the others the operator offers.
 */
export function LinkedSignIns({ linked, signInError }: LinkedSignInsProps) {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const flags = useSiteInfo()?.whitelabel;
  const offered = IDENTITY_PROVIDERS.filter((provider) => flags?.[PROVIDER_FLAGS[provider]] === true);
  const links = useSignInLinks();
  const [busy, setBusy] = useState<IdentityProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (linked) showToast(t('security.providers.linkedNow', { provider: t(`security.providers.name.${linked}`) }), { kind: 'success' });
  }, [linked, t]);

  const value = links.data;
  const linkOf = (provider: IdentityProvider) => value?.links.find((link) => link.provider === provider);
  const shown = [...new Set<IdentityProvider>([...offered, ...(value?.links.map((link) => link.provider) ?? [])])];
  if (shown.length === 0) return null;

  const link = async (provider: IdentityProvider) => {
    setBusy(provider);
    setFailure(null);
    try {
      window.location.assign(await startProviderLink(provider));
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiFailure) setFailure(errorMessage(t, error));
    }
  };
  const unlink = async (existing: SignInLink) => {
    const name = t(`security.providers.name.${existing.provider}`);
    const sure = await confirmDialog({
      title: t('security.providers.confirmTitle', { provider: name }),
      message: t('security.providers.confirmMessage', { provider: name, label: existing.label }),
      confirmLabel: t('security.providers.unlink'),
      cancelLabel: t('security.providers.cancel'),
    });
    if (!sure) return;
    setBusy(existing.provider);
    setFailure(null);
    try {
      await unlinkSignIn(existing.provider);
      showToast(t('security.providers.unlinkedNow', { provider: name }), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) {
        setFailure(
          error.errorCode === ACCOUNT_ERROR_CODES.signInLastWay
            ? t('security.providers.lastWay', { provider: name })
            : errorMessage(t, error),
        );
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="member-item" aria-labelledby="security-providers">
      <h2 id="security-providers" className="member-item__title">
        {t('security.providers.title')}
      </h2>
      {signInError && (
        <p className="form-alert" role="alert">
          {t(`security.providers.error.${signInError}`)}
        </p>
      )}
      {value === undefined ? (
        <p className="member-item__facts" role={links.failure ? 'alert' : undefined}>
          {links.failure ? errorMessage(t, links.failure) : t('security.providers.loading')}
        </p>
      ) : (
        <ul className="kept-devices">
          {shown.map((provider) => {
            const existing = linkOf(provider);
            const name = t(`security.providers.name.${provider}`);
            return (
              <li key={provider} className="kept-devices__item">
                <ProviderMark provider={provider} size={24} />
                <div className="linked-sign-ins__text">
                  <p className="kept-devices__name">{name}</p>
                  <p className="member-item__facts">
                    {existing
                      ? t('security.providers.linkedAs', { label: existing.label, date: formatDate(existing.linkedAt, i18n.language) })
                      : t('security.providers.notLinked')}
                  </p>
                </div>
                {existing ? (
                  <button
                    type="button"
                    className="btn btn--outline btn--small"
                    disabled={busy !== null}
                    aria-label={t('security.providers.unlinkNamed', { provider: name })}
                    onClick={() => void unlink(existing)}
                  >
                    {t('security.providers.unlink')}
                  </button>
                ) : (
                  offered.includes(provider) && (
                    <button
                      type="button"
                      className="btn btn--gold btn--small"
                      disabled={busy !== null}
                      aria-label={t('security.providers.linkNamed', { provider: name })}
                      onClick={() => void link(provider)}
                    >
                      {t('security.providers.link')}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
