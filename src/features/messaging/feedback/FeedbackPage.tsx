import '../messaging.css';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countWords, FEEDBACK_TYPES, FEEDBACK_WORDS, type FeedbackType } from '@contract/messaging';
import { FormAlert } from '@/components/form/Form';
import { PageLoading } from '@/components/ui/Loading';
import { showToast } from '@/components/ui/toast';
import { useForm } from '@/lib/form/use-form';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { submitFeedback } from '../api/feedback';
import { claimDraft, clearDraft, draftReady, draftSendKey, draftState, setDraftContent, setDraftType } from './draft';
import { FeedbackHistory } from './FeedbackHistory';
import { ImagePicker } from './ImagePicker';

/** Feedback: a type, a text within the platform's word bounds, up to three images; the draft stays on the device until sent. */
export function FeedbackPage() {
  const owner = useSession()?.userName ?? '';
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    void draftReady.then(() => {
      claimDraft(owner);
      setRestored(true);
    });
  }, [owner]);
  if (!restored) return <PageLoading />;
  return (
    <div className="feedback">
      <FeedbackForm />
      <FeedbackHistory owner={owner} />
    </div>
  );
}

function FeedbackForm() {
  const { t } = useTranslation(['messages', 'errors']);
  const draft = useSnapshot(draftState);
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    initial: { content: draftState.content },
    checks: {
      content: (value) => {
        const words = countWords(value);
        if (words === 0) return 'required';
        return words < FEEDBACK_WORDS.min || words > FEEDBACK_WORDS.max ? 'words' : null;
      },
    },
    message: (issue) => (issue === 'required' ? t('feedback.contentRequired') : t('feedback.wordsRule', FEEDBACK_WORDS)),
    fieldErrors: { 'feedback.words': ['content', 'words'] },
  });
  const content = form.register('content');
  const words = countWords(form.values.content);

  const send = form.handleSubmit(async (values) => {
    const key = draftSendKey();
    await submitFeedback({ type: draftState.type, content: values.content.trim(), imageKeys: draftState.images.map((i) => i.key) }, key);
    clearDraft();
    form.reset({ content: '' });
    showToast(t('feedback.sent'), { kind: 'success' });
  });

  return (
    <form className="form feedback__form" aria-label={t('feedback.formTitle')} noValidate onSubmit={(event) => void send(event)}>
      <h2 className="feedback__heading">{t('feedback.formTitle')}</h2>
      <label className="form-field__label" htmlFor="feedback-type">
        {t('feedback.type')}
      </label>
      <select
        id="feedback-type"
        className="feedback__select"
        value={draft.type}
        onChange={(event) => {
          setDraftType(event.target.value as FeedbackType);
        }}
      >
        {FEEDBACK_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`feedback.types.${type}`)}
          </option>
        ))}
      </select>
      <label className="form-field__label" htmlFor={content.id}>
        {t('feedback.content')}
      </label>
      <textarea
        id={content.id}
        ref={content.ref}
        className="feedback__text"
        rows={6}
        value={content.value}
        aria-invalid={content['aria-invalid']}
        aria-describedby={[content['aria-describedby'], 'feedback-words'].filter(Boolean).join(' ')}
        onBlur={content.onBlur}
        onChange={(event) => {
          form.setValue('content', event.target.value);
          setDraftContent(event.target.value);
        }}
      />
      <p id="feedback-words" className="feedback__words" aria-live="polite">
        {t('feedback.wordCount', { count: words, ...FEEDBACK_WORDS })}
      </p>
      {content.error && (
        <p id={content.errorId} className="form-field__error" role="alert">
          {content.error}
        </p>
      )}
      <ImagePicker onBusy={setUploading} />
      <FormAlert message={form.failure ? t('feedback.sendFailed') : null} />
      <button type="submit" className="btn btn--gold btn--block" disabled={form.submitDisabled || uploading} aria-busy={form.sending}>
        {t('feedback.send')}
      </button>
    </form>
  );
}
