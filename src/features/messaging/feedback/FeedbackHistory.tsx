import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { useTranslation } from '@/lib/use-translation';
import { useFeedbackList } from '../api/feedback';
import { formatDateTime } from '@/lib/dates';
import { useUiLanguage } from '@/lib/i18n';

/** The member's past feedback, with the operator's replies. */
export function FeedbackHistory({ owner }: { owner: string }) {
  const { t } = useTranslation('messages');
  const language = useUiLanguage();
  const history = useFeedbackList(owner);
  if (!history.data)
    return history.status === 'error' ? <LoadFailed failure={history.failure} onRetry={history.retry} compact /> : <PageLoading />;
  return (
    <section className="feedback__history" aria-labelledby="feedback-history">
      <h2 id="feedback-history" className="feedback__heading">
        {t('feedback.history')}
      </h2>
      {history.data.list.length === 0 ? (
        <p className="feedback__hint">{t('feedback.noHistory')}</p>
      ) : (
        <ul className="feedback__past" aria-labelledby="feedback-history">
          {history.data.list.map((item) => (
            <li key={item.id} className="feedback__item">
              <p className="feedback__meta">
                {t(`feedback.types.${item.type}`)} · {formatDateTime(item.createdAt, language)}
              </p>
              <p className="feedback__content">{item.content}</p>
              {item.images.length > 0 && (
                <ul className="feedback__thumbs" aria-label={t('feedback.attached')}>
                  {item.images.map((image, index) => (
                    <li key={image.key}>
                      <img src={image.url} alt={t('feedback.imageAlt', { n: index + 1 })} width={72} height={72} loading="lazy" />
                    </li>
                  ))}
                </ul>
              )}
              <p className={`feedback__reply${item.reply ? '' : ' feedback__reply--waiting'}`}>
                {item.reply ? t('feedback.reply', { text: item.reply }) : t('feedback.awaitingReply')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
