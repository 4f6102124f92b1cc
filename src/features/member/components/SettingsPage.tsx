import '../member.css';
import { useNavigate } from '@tanstack/react-router';
import { clear } from '@/lib/device-store';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { version } from '../../../../package.json';
import { confirmDialog } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { logout } from '@/lib/auth';
import { deviceSettings, loadDeviceSettings } from '@/lib/device-settings';
import { changeLanguage, LANGUAGE_KEY, PICKER_LANGUAGES, useUiLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { useSession } from '@/lib/session';
import { useTemplates } from '@/lib/site';
import { currentTheme, setTheme, THEME_KEY, type Theme } from '@/lib/theme';
import { useTranslation } from '@/lib/use-translation';
import { walletState } from '@/lib/wallet';
import { chooseTemplates } from '../api/templates';

/** What "clear saved data" keeps: the language and theme the player chose. The session lives in sessionStorage and stays. */
const KEPT_LOCAL_KEYS = new Set([LANGUAGE_KEY, THEME_KEY]);

/** /m/set: language, theme, balance shown or hidden, sound and notifications on this device, the app's version, clearing data, logging out. */
export function SettingsPage() {
  const { t } = useTranslation(['member', 'shell']);
  const language = useUiLanguage();
  const wallet = useSnapshot(walletState);
  const device = useSnapshot(deviceSettings);
  const session = useSession();
  const navigate = useNavigate();
  const [theme, setShownTheme] = useState<Theme>(currentTheme);
  useEffect(() => void loadDeviceSettings(), []);

  const pickTheme = (next: Theme) => {
    setTheme(next);
    setShownTheme(next);
  };

  async function toggleNotifications(on: boolean) {
    if (on && 'Notification' in window && Notification.permission !== 'granted') {
      const answer = await Notification.requestPermission().catch(() => 'denied' as const);
      if (answer !== 'granted') {
        showToast(t('settings.notificationsBlocked'), { kind: 'error' });
        return;
      }
    }
    deviceSettings.notifications = on;
  }

  async function clearSavedData() {
    const sure = await confirmDialog({
      message: t('settings.clearConfirm'),
      confirmLabel: t('settings.clear'),
      cancelLabel: t('shell:actions.cancel'),
    });
    if (!sure) return;
    await clear().catch(() => undefined);
    try {
      for (const key of Object.keys(localStorage)) if (!KEPT_LOCAL_KEYS.has(key)) localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept there.
    }
    if ('caches' in window) {
      // Runtime copies (images, site info); the app's own files stay so it still opens offline.
      const names = await caches.keys().catch(() => []);
      await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)));
    }
    showToast(t('settings.cleared'), { kind: 'success' });
  }

  async function confirmLogout() {
    const sure = await confirmDialog({
      message: t('shell:logout.confirm'),
      confirmLabel: t('shell:actions.logout'),
      cancelLabel: t('shell:actions.cancel'),
    });
    if (!sure) return;
    await logout();
    await navigate({ to: '/m/home', replace: true });
  }

  return (
    <div className="member-page">
      <section aria-labelledby="settings-display">
        <h2 id="settings-display" className="member-group__title">
          {t('settings.display')}
        </h2>
        <div className="member-settings">
          <div className="member-setting">
            <span id="settings-language">{t('settings.language')}</span>
            <div className="member-segmented" role="group" aria-labelledby="settings-language">
              {PICKER_LANGUAGES.map((code) => (
                <button
                  key={code}
                  type="button"
                  className="btn btn--outline btn--small"
                  aria-pressed={code === language}
                  lang={code === 'TY' ? 'fil' : code.toLowerCase()}
                  onClick={() => void changeLanguage(code)}
                >
                  {LANGUAGE_NAMES[code] ?? code}
                </button>
              ))}
            </div>
          </div>
          <div className="member-setting">
            <span id="settings-theme">{t('settings.theme')}</span>
            <div className="member-segmented" role="group" aria-labelledby="settings-theme">
              {(['dark', 'light'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className="btn btn--outline btn--small"
                  aria-pressed={theme === option}
                  onClick={() => pickTheme(option)}
                >
                  {t(`settings.themes.${option}`)}
                </button>
              ))}
            </div>
          </div>
          <label className="member-setting">
            <span>
              {t('settings.hideBalance')}
              <span className="member-setting__hint">{t('settings.hideBalanceHint')}</span>
            </span>
            <input
              type="checkbox"
              className="member-switch"
              checked={wallet.hidden}
              onChange={(event) => (walletState.hidden = event.target.checked)}
            />
          </label>
        </div>
      </section>
      {session && <LayoutSettings />}
      <section aria-labelledby="settings-device">
        <h2 id="settings-device" className="member-group__title">
          {t('settings.device')}
        </h2>
        <div className="member-settings">
          <label className="member-setting">
            <span>
              {t('settings.sound')}
              <span className="member-setting__hint">{t('settings.soundHint')}</span>
            </span>
            <input
              type="checkbox"
              className="member-switch"
              checked={device.sound}
              onChange={(event) => (deviceSettings.sound = event.target.checked)}
            />
          </label>
          <label className="member-setting">
            <span>
              {t('settings.notifications')}
              <span className="member-setting__hint">{t('settings.notificationsHint')}</span>
            </span>
            <input
              type="checkbox"
              className="member-switch"
              checked={device.notifications}
              onChange={(event) => void toggleNotifications(event.target.checked)}
            />
          </label>
          <div className="member-setting">
            <span>{t('settings.version')}</span>
            <span data-testid="app-version">{version}</span>
          </div>
          <div className="member-setting">
            <span>
              {t('settings.clearTitle')}
              <span className="member-setting__hint">{t('settings.clearHint')}</span>
            </span>
            <button type="button" className="btn btn--outline btn--small" onClick={() => void clearSavedData()}>
              {t('settings.clear')}
            </button>
          </div>
        </div>
      </section>
      {session && (
        <button type="button" className="btn btn--outline btn--block member-logout" onClick={() => void confirmLogout()}>
          {t('shell:actions.logout')}
        </button>
      )}
    </div>
  );
}

const LAYOUTS = [
  { field: 'mem_cen', label: 'settings.memberCentreLayout', shown: 'memberCentre' },
  { field: 'dep_func', label: 'settings.depositLayout', shown: 'depositDetail' },
] as const;

/** The member's layouts for the member centre and the deposit page, kept with the account by the platform. */
function LayoutSettings() {
  const { t } = useTranslation(['member', 'errors']);
  const templates = useTemplates();
  const [saving, setSaving] = useState(false);

  async function choose(field: (typeof LAYOUTS)[number]['field'], layout: 'base' | 'new') {
    setSaving(true);
    try {
      await chooseTemplates({ [field]: layout === 'new' ? 1 : 0 });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(errorMessage(t, error), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="settings-layouts">
      <h2 id="settings-layouts" className="member-group__title">
        {t('settings.layouts')}
      </h2>
      <div className="member-settings">
        {LAYOUTS.map(({ field, label, shown }) => (
          <div key={field} className="member-setting">
            <span id={`settings-${field}`}>{t(label)}</span>
            <div className="member-segmented" role="group" aria-labelledby={`settings-${field}`}>
              {(['base', 'new'] as const).map((layout) => (
                <button
                  key={layout}
                  type="button"
                  className="btn btn--outline btn--small"
                  aria-pressed={templates[shown] === layout}
                  disabled={saving}
                  onClick={() => void choose(field, layout)}
                >
                  {t(`settings.layoutChoices.${layout}`)}
                </button>
              ))}
            </div>
          </div>
        ))}
        <p className="member-setting member-setting__hint">{t('settings.layoutsHint')}</p>
      </div>
    </section>
  );
}
