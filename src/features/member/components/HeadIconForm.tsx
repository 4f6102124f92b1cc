import { useState } from 'react';
import { HEAD_ICON_MAX_BYTES } from '@contract/member-centre';
import { Icon } from '@/components/ui/icons';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { uploadHeadIcon } from '../api/member-centre';
import { memberErrorMessage } from '../member-errors';
import { useMoney } from '../money';

/** The head icon: a PNG or JPEG up to 5 MB; the platform checks its bytes and keeps a clean copy. */
export function HeadIconForm({ headIcon }: { headIcon: string | null }) {
  const { t } = useTranslation(['member', 'wallet', 'errors']);
  const money = useMoney();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    // Checked here to spare a large upload; the platform checks the bytes themselves.
    if (file.size > HEAD_ICON_MAX_BYTES) {
      setProblem(t('errors.headIcon.size'));
      return;
    }
    setBusy(true);
    try {
      await uploadHeadIcon(file);
      showToast(t('security.headIconSaved'), { kind: 'success' });
    } catch (error) {
      if (error instanceof ApiFailure) setProblem(memberErrorMessage(t, error, money));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="member-item" aria-labelledby="security-head-icon">
      <h2 id="security-head-icon" className="member-item__title">
        {t('security.headIcon')}
      </h2>
      <div className="member-card__who">
        {headIcon ? (
          <img className="member-card__avatar" src={headIcon} alt={t('headIcon')} width={56} height={56} />
        ) : (
          <span className="member-card__avatar member-card__avatar--blank" aria-hidden="true">
            <Icon name="user" size={32} />
          </span>
        )}
        <label className="btn btn--outline btn--small member-upload" aria-busy={busy}>
          {t('security.chooseHeadIcon')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p className="member-item__facts">{t('security.headIconHint')}</p>
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
