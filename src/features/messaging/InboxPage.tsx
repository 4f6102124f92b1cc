import './messaging.css';
import { useState } from 'react';
import type { InboxMessage } from '@contract/messaging';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { showToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/dates';
import { useContentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { deleteMessage, markAllRead, openMessage, useInbox } from './api/inbox';

/** The member's inbox: unread messages first, each opened in place (which marks it read), deleted one by one, all marked read at once. */
export function InboxPage() {
  const { t } = useTranslation(['messages', 'errors']);
  const language = useContentLanguage();
  const owner = useSession()?.userName ?? '';
  const inbox = useInbox(language, owner);
  const [openId, setOpenId] = useState<number | null>(null);
  const failed = () => showToast(t('errors:loadFailed'), { kind: 'error' });

  if (!inbox.data) return inbox.status === 'error' ? <LoadFailed failure={inbox.failure} onRetry={inbox.retry} /> : <PageLoading />;
  const { list, unread } = inbox.data;
  const toggle = (message: InboxMessage) => {
    setOpenId(openId === message.id ? null : message.id);
    if (!message.read) openMessage(language, owner, message.id).catch(() => undefined);
  };

  return (
    <div className="inbox">
      {inbox.saved && <p className="inbox__saved">{t('inbox.saved')}</p>}
      {list.length === 0 ? (
        <EmptyState icon="mail" message={t('inbox.empty')} />
      ) : (
        <>
          <div className="inbox__summary">
            <p data-testid="inbox-unread">{unread > 0 ? t('inbox.unread', { count: unread }) : t('inbox.allRead')}</p>
            {unread > 0 && (
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() =>
                  void markAllRead(
                    language,
                    owner,
                    list.map((m) => m.id),
                  ).catch(failed)
                }
              >
                {t('inbox.markAllRead')}
              </button>
            )}
          </div>
          <ul className="inbox__list">
            {list.map((message) => (
              <li key={message.id} className={`inbox__item${message.read ? '' : ' inbox__item--unread'}`}>
                <h2 className="inbox__heading">
                  <button type="button" className="inbox__toggle" aria-expanded={openId === message.id} onClick={() => toggle(message)}>
                    {!message.read && <span className="inbox__dot" aria-label={t('inbox.new')} role="img" />}
                    <span className="inbox__title">{message.title}</span>
                    <span className="inbox__meta">
                      {t(`inbox.kinds.${message.kind}`)} · {formatDateTime(message.createdAt, language)}
                    </span>
                  </button>
                </h2>
                {openId === message.id && (
                  <div className="inbox__body">
                    <p>{message.body}</p>
                    <button
                      type="button"
                      className="btn btn--outline btn--small"
                      onClick={() => {
                        setOpenId(null);
                        void deleteMessage(language, owner, message.id).catch(failed);
                      }}
                    >
                      {t('inbox.delete')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
