import '@/components/form/form.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { COMMENT_ERRORS, COMMENT_IMAGES, COMMENT_TEXT_MAX, commentLength, type CommentImage } from '@contract/comments';
import { PICTURE_REFUSALS } from '@contract/messaging';
import { choosePictures } from '@/components/form/picture-choice';
import { showToast } from '@/components/ui/toast';
import { ApiFailure } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/use-translation';
import { postComment, uploadCommentImage } from '../../api/post-comment';

interface Picture {
  /** Also the upload's idempotency key: a retry after a cut is the same upload. */
  id: string;
  file: File;
  preview: string;
  uploaded: CommentImage | null;
}

interface Refusals {
  text?: string;
  pictures?: string;
  form?: string;
}

const TEXT_CODES: readonly string[] = [COMMENT_ERRORS.empty, COMMENT_ERRORS.tooLong];
const PICTURE_CODES: readonly string[] = [COMMENT_ERRORS.tooManyImages, COMMENT_ERRORS.imageUnknown];

/**
 * A member's comment: text with a live count against the limit, up to three pictures with
 * previews, and a post button. Pictures upload when the comment is posted; whatever the platform
 * refuses is said next to its field and everything typed or chosen stays.
 */
export default function CommentForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation(['comments', 'errors']);
  const [text, setText] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [posting, setPosting] = useState(false);
  const [refusals, setRefusals] = useState<Refusals>({});
  const sendKey = useRef<string | null>(null);
  const picturesInput = useRef<HTMLInputElement>(null);
  const kept = useRef(pictures);
  kept.current = pictures;
  useEffect(() => () => kept.current.forEach((picture) => URL.revokeObjectURL(picture.preview)), []);

  const length = commentLength(text);
  const left = COMMENT_TEXT_MAX - length;
  const room = COMMENT_IMAGES.max - pictures.length;

  const changed = () => {
    sendKey.current = null;
  };

  const choose = (files: FileList | null) => {
    const { accepted, tooMany, tooLarge } = choosePictures(files, room, COMMENT_IMAGES.maxBytes);
    const next: Refusals = { ...refusals, pictures: undefined };
    if (tooMany) next.pictures = t('errors.comment.tooManyImages', { max: COMMENT_IMAGES.max });
    if (tooLarge) next.pictures = t('errors.feedback.imageTooLarge', { name: tooLarge.name });
    const added = accepted.map((file): Picture => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file), uploaded: null }));
    setRefusals(next);
    setPictures((list) => [...list, ...added]);
    changed();
    if (picturesInput.current) picturesInput.current.value = '';
  };

  const remove = (id: string) => {
    setPictures((list) => {
      const gone = list.find((picture) => picture.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((picture) => picture.id !== id);
    });
    changed();
  };

  /** Says a refusal next to what it is about: the text, the pictures, or the form as a whole. */
  const refuse = (failure: ApiFailure, picture?: Picture) => {
    const code = failure.errorCode;
    if (TEXT_CODES.includes(code)) setRefusals({ text: t(`errors.${code}`, { max: COMMENT_TEXT_MAX }) });
    else if (picture && PICTURE_REFUSALS.includes(code)) setRefusals({ pictures: t(`errors.${code}`, { name: picture.file.name }) });
    else if (PICTURE_CODES.includes(code)) setRefusals({ pictures: t(`errors.${code}`, { max: COMMENT_IMAGES.max }) });
    else if (picture && (failure.kind === 'offline' || failure.kind === 'server' || failure.kind === 'timeout'))
      setRefusals({ pictures: t('errors.uploadInterrupted', { name: picture.file.name }) });
    else if (code === COMMENT_ERRORS.promotionEnded || code === COMMENT_ERRORS.promotionUnknown) setRefusals({ form: t(`errors.${code}`) });
    else setRefusals({ form: errorMessage(t, failure) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting) return;
    if (length === 0) return setRefusals({ text: t('errors.comment.empty') });
    if (left < 0) return setRefusals({ text: t('errors.comment.tooLong', { max: COMMENT_TEXT_MAX }) });
    setRefusals({});
    setPosting(true);
    try {
      const keys: string[] = [];
      for (const picture of pictures) {
        let uploaded = picture.uploaded;
        if (!uploaded) {
          try {
            uploaded = await uploadCommentImage(picture.file, picture.file.name, picture.id, () => undefined);
          } catch (error) {
            if (!(error instanceof ApiFailure)) throw error;
            refuse(error, picture);
            return;
          }
          const done = uploaded;
          setPictures((list) => list.map((p) => (p.id === picture.id ? { ...p, uploaded: done } : p)));
        }
        keys.push(uploaded.key);
      }
      sendKey.current ??= crypto.randomUUID();
      await postComment({ id: promotionId, text, imageKeys: keys }, sendKey.current);
      pictures.forEach((picture) => URL.revokeObjectURL(picture.preview));
      setPictures([]);
      setText('');
      sendKey.current = null;
      showToast(t('posted'), { kind: 'success', durationMs: 1500 });
    } catch (error) {
      if (error instanceof ApiFailure) refuse(error);
      else throw error;
    } finally {
      setPosting(false);
    }
  };

  return (
    <form className="form promo-comment-form" onSubmit={(event) => void submit(event)} noValidate>
      {refusals.form && (
        <p className="form-alert" role="alert">
          {refusals.form}
        </p>
      )}
      <div className={`form-field${refusals.text ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor="comment-text">
          {t('label')}
        </label>
        <textarea
          id="comment-text"
          className="promo-comment-form__text"
          rows={3}
          value={text}
          aria-invalid={refusals.text ? true : undefined}
          aria-describedby={`comment-counter${refusals.text ? ' comment-text-error' : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (refusals.text) setRefusals({ ...refusals, text: undefined });
            changed();
          }}
        />
        <p id="comment-counter" className={`form-field__hint promo-comment-form__counter${left < 0 ? ' is-over' : ''}`}>
          <span aria-hidden="true">
            {length}/{COMMENT_TEXT_MAX}
          </span>
          <span className="visually-hidden">{left < 0 ? t('counterOver', { over: -left }) : t('counterLeft', { left })}</span>
        </p>
        {refusals.text && (
          <p id="comment-text-error" className="form-field__error" role="alert">
            {refusals.text}
          </p>
        )}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor="comment-pictures">
          {t('pictures', { max: COMMENT_IMAGES.max })}
        </label>
        <input
          ref={picturesInput}
          id="comment-pictures"
          type="file"
          accept={COMMENT_IMAGES.types.join(',')}
          multiple
          disabled={room <= 0 || posting}
          aria-describedby="comment-pictures-hint"
          onChange={(event) => choose(event.target.files)}
        />
        <p id="comment-pictures-hint" className="form-field__hint">
          {t('picturesHint')}
        </p>
        {refusals.pictures && (
          <p className="form-field__error" role="alert">
            {refusals.pictures}
          </p>
        )}
        {pictures.length > 0 && (
          <ul className="promo-comment-form__previews">
            {pictures.map((picture, index) => (
              <li key={picture.id}>
                <img src={picture.preview} alt={t('preview', { n: index + 1 })} width={72} height={72} />
                <button type="button" className="btn btn--outline btn--small" disabled={posting} onClick={() => remove(picture.id)}>
                  {t('removePicture', { n: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="btn btn--gold btn--block" disabled={posting} aria-busy={posting || undefined}>
        {posting ? t('posting') : t('post')}
      </button>
    </form>
  );
}
