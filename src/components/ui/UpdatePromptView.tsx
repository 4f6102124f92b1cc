import { useTranslation } from '@/lib/use-translation';
import { acceptUpdate, dismissUpdate } from '@/lib/pwa';

/** The update offer itself: later, or reload into the new version. */
export default function UpdatePromptView() {
  const { t } = useTranslation('shell');
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-title" aria-describedby="update-text">
      <div>
        <strong id="update-title">{t('update.title')}</strong>
        <p id="update-text">{t('update.text')}</p>
      </div>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={dismissUpdate}>
          {t('update.later')}
        </button>
        <button type="button" className="btn btn--gold btn--small" onClick={acceptUpdate}>
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}
