import { useState } from 'react';
import type { KeptSignIn } from '@contract/account';
import { confirmDialog } from '@/components/ui/dialog';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { forgetKeptSignIn, useKeptSignIns } from '../api/kept-sign-ins';

/** The security centre's devices kept signed in ("keep me signed in"), each with a way to sign it out. */
export function KeptSignIns() {
  const { t, i18n } = useTranslation(['member', 'errors']);
  const kept = useKeptSignIns();
  const [busy, setBusy] = useState<string | null>(null);
  const devices = kept.data?.devices;

  const signOut = async (device: KeptSignIn) => {
    const sure = await confirmDialog({
      title: t('security.devices.confirmTitle'),
      message: t(device.thisDevice ? 'security.devices.confirmThis' : 'security.devices.confirmOther', { device: device.device }),
      confirmLabel: t('security.devices.signOut'),
      cancelLabel: t('security.devices.cancel'),
    });
    if (!sure) return;
    setBusy(device.id);
    try {
      await forgetKeptSignIn(device);
      showToast(t('security.devices.signedOut', { device: device.device }), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) showToast(errorMessage(t, error), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="member-item" aria-labelledby="security-devices">
      <h2 id="security-devices" className="member-item__title">
        {t('security.devices.title')}
      </h2>
      {devices === undefined ? (
        <p className="member-item__facts" role={kept.failure ? 'alert' : undefined}>
          {kept.failure ? errorMessage(t, kept.failure) : t('security.devices.loading')}
        </p>
      ) : devices.length === 0 ? (
        <p className="member-item__facts">{t('security.devices.none')}</p>
      ) : (
        <ul className="kept-devices">
          {devices.map((device) => (
            <li key={device.id} className="kept-devices__item">
              <div>
                <p className="kept-devices__name">
                  {device.device}
                  {device.thisDevice && <span className="kept-devices__this">{t('security.devices.thisDevice')}</span>}
                </p>
                <p className="member-item__facts">
                  {t('security.devices.lastUsed', { time: formatDateTime(device.lastUsedAt, i18n.language) })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--outline btn--small"
                disabled={busy === device.id}
                aria-label={t('security.devices.signOutNamed', { device: device.device })}
                onClick={() => void signOut(device)}
              >
                {t('security.devices.signOut')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
