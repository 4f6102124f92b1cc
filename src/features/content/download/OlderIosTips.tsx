import '../content.css';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';

/** Adding to the home screen on iOS 11 and earlier, and on 12.0 and 12.1: open by default on those versions. */
export function OlderIosTips({ version }: { version: number | null }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(version !== null && version < 12.2);
  return (
    <details className="accordion install-older" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="accordion__summary">{t('download.older.title')}</summary>
      <div className="accordion__body">
        <h3>{t('download.older.ios11Title')}</h3>
        <p>{t('download.older.ios11')}</p>
        <h3>{t('download.older.ios12Title')}</h3>
        <p>{t('download.older.ios12')}</p>
      </div>
    </details>
  );
}
