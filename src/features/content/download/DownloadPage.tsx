import '../content.css';
import { Link } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSnapshot } from 'valtio';
import { Icon, StarMark } from '@/components/ui/icons';
import { ServerLink } from '@/components/ui/ServerLink';
import { showToast } from '@/components/ui/toast';
import { useHydrated } from '@/lib/hydration';
import { pwaState } from '@/lib/pwa';
import { useSiteInfo } from '@/lib/site';
import { userAgent } from '@/lib/user-agent';
import { AddToHomePrompt } from './AddToHomePrompt';
import { detectInstallGuide, IOS_OTHER_BROWSERS_INSTALL, type InstallGuide } from './device';
import { OlderIosTips } from './OlderIosTips';
import { StepArt, type Scene, type SceneLabels } from './StepArt';

/** Resources the page lists; the app icon is art, not a download. */
const LISTED_RESOURCES = new Set(['IOS', 'Android', 'MOBILECONFIG', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'TELEGRAM3']);
/** From iOS 26 Safari keeps Share behind the ⋯ button. */
const IOS_SHARE_IN_MORE = 26;

interface Step {
  scene: Scene;
  text: string;
}

function Steps({ steps, labels }: { steps: Step[]; labels: SceneLabels }) {
  return (
    <ol className="install-steps">
      {steps.map((step, index) => (
        <li key={step.scene} className="install-step">
          <StepArt scene={step.scene} labels={labels} label={step.text} />
          <p className="install-step__text">
            <span className="install-step__number" aria-hidden="true">
              {index + 1}
            </span>
            {step.text}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Copies this page's address so it can be opened in Safari or Chrome. */
function CopyLink() {
  const { t } = useTranslation('content');
  const copy = async () => {
    const address = `${window.location.origin}/m/download`;
    try {
      await navigator.clipboard.writeText(address);
      showToast(t('download.copied'), { kind: 'success', durationMs: 1500 });
    } catch {
      showToast(t('download.copyFailed', { address }), { kind: 'error' });
    }
  };
  return (
    <button type="button" className="btn btn--gold btn--block" onClick={() => void copy()}>
      <Icon name="send" size={18} />
      {t('download.copyLink')}
    </button>
  );
}

function Guide({ guide, labels }: { guide: InstallGuide; labels: SceneLabels }) {
  const { t } = useTranslation('content');
  const pwa = useSnapshot(pwaState);
  // The browser's offer to install arrives with the app, never with the page the server drew.
  const installPrompt = useHydrated() && pwa.installPrompt !== null;
  const [offerClosed, setOfferClosed] = useState(false);
  switch (guide.kind) {
    case 'installed':
      return (
        <section className="install-card" data-testid="install-installed">
          <h2>{t('download.installed.title')}</h2>
          <p>{t('download.installed.text')}</p>
          <Link to="/m/home" className="btn btn--gold btn--block">
            {t('download.installed.home')}
          </Link>
        </section>
      );
    case 'ios-safari': {
      const first: Step = guide.ipad
        ? { scene: 'ipad-share', text: t('download.ios.shareIpad') }
        : { scene: 'safari-share', text: t('download.ios.share') };
      const steps: Step[] = [
        ...(guide.version !== null && guide.version >= IOS_SHARE_IN_MORE && !guide.ipad
          ? [{ scene: 'safari-more' as const, text: t('download.ios.more') }]
          : []),
        ...(guide.version !== null && guide.version >= IOS_SHARE_IN_MORE && !guide.ipad ? [] : [first]),
        { scene: 'share-sheet', text: t('download.ios.addToHome') },
        { scene: 'add-confirm', text: t('download.ios.confirm') },
      ];
      return (
        <section className="install-card" data-testid="install-ios-safari">
          <h2>{t(guide.ipad ? 'download.ios.titleIpad' : 'download.ios.title')}</h2>
          <Steps steps={steps} labels={labels} />
          <OlderIosTips version={guide.version} />
        </section>
      );
    }
    case 'ios-chrome':
      if (guide.version !== null && guide.version < IOS_OTHER_BROWSERS_INSTALL) return <OpenInSafari app={null} labels={labels} />;
      return (
        <section className="install-card" data-testid="install-ios-chrome">
          <h2>{t('download.chrome.title')}</h2>
          <Steps
            labels={labels}
            steps={[
              { scene: 'chrome-ios-share', text: t('download.chrome.share') },
              { scene: 'share-sheet', text: t('download.ios.addToHome') },
              { scene: 'add-confirm', text: t('download.ios.confirm') },
            ]}
          />
        </section>
      );
    case 'ios-in-app':
      return <OpenInSafari app={guide.app} labels={labels} />;
    case 'android-in-app':
      return (
        <section className="install-card" data-testid="install-android-in-app">
          <h2>{t('download.inApp.title', { app: guide.app ?? t('download.inApp.thisApp') })}</h2>
          <p>{t('download.inApp.androidText')}</p>
          <CopyLink />
          <Steps
            labels={{ ...labels, openInSafari: labels.openInBrowser }}
            steps={[
              { scene: 'in-app-menu', text: t('download.inApp.menu') },
              { scene: 'open-in-safari', text: t('download.inApp.openInChrome') },
            ]}
          />
        </section>
      );
    case 'android':
    case 'desktop':
      return (
        <section className="install-card" data-testid={`install-${guide.kind}`}>
          <h2>{t('download.android.title')}</h2>
          {guide.kind === 'android' && guide.browser === 'firefox' ? (
            <Steps
              labels={labels}
              steps={[
                { scene: 'firefox-menu', text: t('download.firefox.menu') },
                { scene: 'android-install', text: t('download.firefox.add') },
              ]}
            />
          ) : guide.kind === 'android' && guide.browser === 'other' ? (
            <>
              <Steps
                labels={labels}
                steps={[
                  { scene: 'android-menu', text: t('download.otherBrowser.menu') },
                  { scene: 'android-install', text: t('download.otherBrowser.add') },
                ]}
              />
              <p>{t('download.otherBrowser.chrome')}</p>
              <CopyLink />
            </>
          ) : guide.kind === 'android' && guide.browser === 'samsung' ? (
            <Steps
              labels={labels}
              steps={[
                { scene: 'samsung-menu', text: t('download.samsung.menu') },
                { scene: 'samsung-add', text: t('download.samsung.add') },
              ]}
            />
          ) : (
            <Steps
              labels={labels}
              steps={[
                { scene: 'android-menu', text: t('download.android.menu') },
                { scene: 'android-install', text: t('download.android.installItem') },
              ]}
            />
          )}
          {/* The offer arrives after the page is drawn: it floats above the footer, and the steps stay where they are. */}
          {installPrompt && !offerClosed && (
            <Suspense fallback={null}>
              <AddToHomePrompt kind="android" onClose={() => setOfferClosed(true)} />
            </Suspense>
          )}
        </section>
      );
  }
}

function OpenInSafari({ app, labels }: { app: string | null; labels: SceneLabels }) {
  const { t } = useTranslation('content');
  return (
    <section className="install-card" data-testid="install-ios-in-app">
      <h2>{t('download.inApp.title', { app: app ?? t('download.inApp.thisApp') })}</h2>
      <p>{t('download.inApp.iosText')}</p>
      <CopyLink />
      <Steps
        labels={labels}
        steps={[
          { scene: 'in-app-menu', text: t('download.inApp.menu') },
          { scene: 'open-in-safari', text: t('download.inApp.openInSafari') },
        ]}
      />
      <p className="install-note">{t('download.inApp.thenSafari')}</p>
    </section>
  );
}

/** The download page: the install guide for this phone and browser, and the platform's downloads and channels. */
export function DownloadPage() {
  const { t } = useTranslation('content');
  const pwa = useSnapshot(pwaState);
  const site = useSiteInfo();
  const hydrated = useHydrated();
  const installed = pwa.standalone || pwa.nativeApp;
  // The server knows the user agent only: the first render guides by it alone, as the server did (an
  // iPad presenting itself as a Mac, or the installed app, is told apart right after).
  const guide = useMemo(
    () =>
      hydrated
        ? detectInstallGuide(userAgent(), { standalone: installed, maxTouchPoints: navigator.maxTouchPoints })
        : detectInstallGuide(userAgent(), { standalone: false, maxTouchPoints: 0 }),
    [hydrated, installed],
  );
  const labels: SceneLabels = {
    addToHome: t('download.screen.addToHome'),
    add: t('download.screen.add'),
    cancel: t('download.screen.cancel'),
    copy: t('download.screen.copy'),
    openInSafari: t('download.screen.openInSafari'),
    openInBrowser: t('download.screen.openInChrome'),
    install: t('download.screen.install'),
    share: t('download.screen.share'),
    homeScreen: t('download.screen.homeScreen'),
    addPageTo: t('download.screen.addPageTo'),
  };
  // Links back to this page carry nothing new.
  const resources = (site?.resources ?? []).filter((r) => LISTED_RESOURCES.has(r.resourceType) && !r.url.startsWith('/m/download'));
  return (
    <div className="content-page download">
      <div className="download__hero">
        <StarMark size={56} />
        <p className="download__lead">{t('download.lead')}</p>
      </div>
      <Guide guide={guide} labels={labels} />
      {resources.length > 0 && (
        <section className="install-card" aria-labelledby="resources-title">
          <h2 id="resources-title">{t('download.resources')}</h2>
          <ul className="official__list">
            {resources.map((resource) => (
              <li key={resource.resourceType}>
                <ServerLink href={resource.url} className="official__link">
                  <Icon
                    name={
                      resource.resourceType.startsWith('TELEGRAM') ? 'send' : resource.resourceType === 'FACEBOOK' ? 'facebook' : 'download'
                    }
                    size={18}
                  />
                  {resource.labelNameEn}
                </ServerLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
