import { useTranslation } from '@/lib/use-translation';

export function Spinner({ size = 28 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}

/** What a page shows while its code or data arrives. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status">
      <Spinner />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
