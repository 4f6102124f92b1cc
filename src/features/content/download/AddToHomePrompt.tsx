import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/lib/use-translation';
import { promptInstall } from '@/lib/pwa';
import type { AddToHomeKind } from './add-to-home-offer';
import { iosVersion } from './device';
import { OlderIosTips } from './OlderIosTips';

/**
 * The add-to-home prompt, offered once (AddToHomeOffer): Safari gets the two taps and the
 * older iPhones' tips, an Android browser that can install gets its install button.
 */
export function AddToHomePrompt({ kind, onClose }: { kind: AddToHomeKind; onClose: () => void }) {
  const { t } = useTranslation('install');
  const version = kind === 'ios' ? iosVersion(navigator.userAgent) : null;
  return (
    <section className="update-prompt add-to-home" role="dialog" aria-labelledby="add-to-home-title" aria-describedby="add-to-home-text">
      <div>
        <h2 id="add-to-home-title" className="add-to-home__title">
          {t('prompt.title')}
        </h2>
        <p id="add-to-home-text">{kind === 'ios' ? t('prompt.iosSteps') : t('prompt.text')}</p>
      </div>
      {kind === 'ios' && version !== null && version < 12.2 && <OlderIosTips version={version} />}
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {t('prompt.notNow')}
        </button>
        {kind === 'android' ? (
          <button type="button" className="btn btn--gold btn--small" onClick={() => void promptInstall().finally(onClose)}>
            {t('prompt.install')}
          </button>
        ) : (
          <Link to="/m/download" className="btn btn--gold btn--small" onClick={onClose}>
            {t('prompt.guide')}
          </Link>
        )}
      </div>
    </section>
  );
}
