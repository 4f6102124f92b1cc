import '../messaging.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { CHAT_ERRORS, CHAT_NAME_MAX, CHAT_TEXT_MAX, FEEDBACK_IMAGES, PICTURE_REFUSALS } from '@contract/messaging';
import { Form, SubmitButton } from '@/components/form/Form';
import { TextField } from '@/components/form/TextField';
import { PageLoading } from '@/components/ui/Loading';
import { useForm } from '@/lib/form/use-form';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { HostsSection } from '../hosts/HostsSection';
import { ChatConnection, type ChatWho } from './connection';
import { alertStaffReply } from './staff-reply-alert';
import { rememberVisitor, visitorReady, visitorState } from './visitor';
import { formatTime } from '@/lib/dates';

/** The chat launch: the live chat with support, and the live-stream hosts to browse and follow. */
export function ChatPage() {
  const { t } = useTranslation('messages');
  const [view, setView] = useState<'support' | 'hosts'>('support');
  return (
    <>
      <div className="chat__views" role="tablist" aria-label={t('chat.views')}>
        {(['support', 'hosts'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={view === id}
            className={`hosts__tab${view === id ? ' hosts__tab--on' : ''}`}
            onClick={() => setView(id)}
          >
            {t(`chat.view.${id}`)}
          </button>
        ))}
      </div>
      {view === 'support' ? <SupportChat /> : <HostsSection />}
    </>
  );
}

/** The live chat with support: a member chats under their account, a visitor under the name they give. */
function SupportChat() {
  const token = useSession()?.token ?? null;
  const visitor = useSnapshot(visitorState);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void visitorReady.then(() => setRestored(true));
  }, []);
  if (token) return <Conversation who={{ token }} />;
  if (!restored) return <PageLoading />;
  if (!visitor.key || !visitor.name) return <VisitorName />;
  return <Conversation who={{ visitorKey: visitor.key, visitorName: visitor.name }} />;
}

function VisitorName() {
  const { t } = useTranslation('messages');
  const form = useForm({
    initial: { name: '' },
    rules: { name: { required: true, minLength: 1, maxLength: CHAT_NAME_MAX, patternId: 'TEXT' } },
    trimmed: ['name'],
    message: (issue) =>
      t(`chat.nameIssues.${issue === 'required' || issue === 'blank' ? 'required' : issue === 'pattern' ? 'pattern' : 'length'}`),
  });
  return (
    <div className="chat chat--intro">
      <p>{t('chat.visitorIntro')}</p>
      <Form label={t('chat.visitorForm')} onSubmit={form.handleSubmit((values) => rememberVisitor(values.name.trim()))}>
        <TextField label={t('chat.name')} autoComplete="name" maxLength={CHAT_NAME_MAX} {...form.register('name')} />
        <SubmitButton form={form}>{t('chat.start')}</SubmitButton>
      </Form>
    </div>
  );
}

function Conversation({ who }: { who: ChatWho }) {
  const { t } = useTranslation('messages');
  const [connection] = useState(() => new ChatConnection(who));
  useEffect(() => () => connection.stop(), [connection]);
  useEffect(
    () =>
      connection.listenForStaffMessages(
        (message) => void alertStaffReply(t('chat.staffReplyTitle', { name: message.author }), message.text),
      ),
    [connection, t],
  );
  const chat = useSnapshot(connection.state);
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLLIElement>(null);

  const shown = chat.messages.length + chat.pending.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (document.visibilityState === 'visible') connection.markRead();
  }, [shown, connection]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    connection.send(text);
    setDraft('');
  };
  const lastOwn = chat.messages.findLast((m) => m.from === 'PLAYER');

  return (
    <div className="chat">
      <p className="chat__status" role="status">
        {chat.status === 'open'
          ? t('chat.connected')
          : chat.status === 'closed'
            ? t('chat.closed')
            : chat.status === 'refused'
              ? t('chat.refused')
              : chat.status === 'tooMany'
                ? t('errors.chat.tooManyConversations')
                : t('chat.reconnecting')}
      </p>
      <ol className="chat__messages" aria-label={t('chat.messages')}>
        {chat.messages.length === 0 && chat.pending.length === 0 && <li className="chat__hint">{t('chat.welcome')}</li>}
        {chat.messages.map((message) => (
          <li key={message.id} className={`chat__message chat__message--${message.from === 'PLAYER' ? 'own' : 'staff'}`}>
            <span className="chat__author">{message.from === 'PLAYER' ? t('chat.you') : t('chat.staff', { name: message.author })}</span>
            {message.image && <ChatPicture url={message.image.url} />}
            {message.text && <span className="chat__text">{message.text}</span>}
            <span className="chat__time">
              {formatTime(message.createdAt)}
              {message === lastOwn && chat.staffReadUpTo >= message.id && ` · ${t('chat.seen')}`}
            </span>
          </li>
        ))}
        {chat.pending.map((pending) => (
          <li key={pending.clientMessageId} className="chat__message chat__message--own chat__message--pending">
            <span className="chat__author">{t('chat.you')}</span>
            {pending.preview && <img className="chat__thumb" src={pending.preview} alt={t('chat.picture')} />}
            {pending.text && <span className="chat__text">{pending.text}</span>}
            <span className="chat__time">{t('chat.sending')}</span>
          </li>
        ))}
        <li ref={end} className="chat__end" aria-hidden="true" />
      </ol>
      <p className="chat__typing" aria-live="polite">
        {chat.staffTyping ? t('chat.staffTyping') : ''}
      </p>
      {chat.imageRefusal && (
        <p className="chat__refusal" role="alert">
          {PICTURE_REFUSALS.includes(chat.imageRefusal.errorCode)
            ? t(`errors.${chat.imageRefusal.errorCode}`, { name: chat.imageRefusal.name })
            : chat.imageRefusal.errorCode === CHAT_ERRORS.tooManyMessages
              ? t('errors.chat.tooManyMessages')
              : t('chat.pictureFailed', { name: chat.imageRefusal.name })}
        </p>
      )}
      {chat.messageRefusal && (
        <p className="chat__refusal" role="alert">
          {t('errors.chat.tooManyMessages')}
        </p>
      )}
      {chat.status === 'closed' || chat.status === 'tooMany' ? (
        <button type="button" className="btn btn--gold btn--block" onClick={() => connection.restart()}>
          {t('chat.newChat')}
        </button>
      ) : (
        <form className="chat__composer" onSubmit={send} aria-label={t('chat.composer')}>
          <label htmlFor="chat-text" className="visually-hidden">
            {t('chat.message')}
          </label>
          <textarea
            id="chat-text"
            rows={2}
            maxLength={CHAT_TEXT_MAX}
            value={draft}
            placeholder={t('chat.placeholder')}
            onChange={(event) => {
              setDraft(event.target.value);
              connection.typing();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) send(event);
            }}
          />
          <label className="btn chat__attach" htmlFor="chat-picture">
            <span aria-hidden="true">🖼</span>
            <span className="visually-hidden">{t('chat.sendPicture')}</span>
          </label>
          <input
            id="chat-picture"
            className="visually-hidden"
            type="file"
            accept={FEEDBACK_IMAGES.types.join(',')}
            disabled={chat.status === 'refused'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) connection.sendImage(file);
              event.target.value = '';
            }}
          />
          <button type="submit" className="btn btn--gold" disabled={draft.trim().length === 0 || chat.status === 'refused'}>
            {t('chat.send')}
          </button>
        </form>
      )}
    </div>
  );
}

/** A picture in the conversation: a thumbnail that opens full size over the chat. */
function ChatPicture({ url }: { url: string }) {
  const { t } = useTranslation('messages');
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" className="chat__picture" onClick={() => dialog.current?.showModal()} aria-label={t('chat.openPicture')}>
        <img className="chat__thumb" src={url} alt={t('chat.picture')} loading="lazy" />
      </button>
      <dialog ref={dialog} className="chat__viewer" aria-label={t('chat.picture')}>
        <img src={url} alt={t('chat.pictureFull')} />
        <button type="button" className="btn btn--gold" onClick={() => dialog.current?.close()}>
          {t('chat.closePicture')}
        </button>
      </dialog>
    </>
  );
}
