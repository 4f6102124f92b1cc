import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { FEEDBACK_IMAGES, PICTURE_REFUSALS } from '@contract/messaging';
import { choosePictures } from '@/components/form/picture-choice';
import { ApiFailure } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { uploadFeedbackImage } from '../api/feedback';
import { addDraftImage, draftState, removeDraftImage } from './draft';

interface Upload {
  id: string;
  file: File;
  progress: number;
  /** Why the last try failed, in words; null while it runs. */
  failed: string | null;
}

/**
 * Up to three images, each uploaded as soon as it is chosen. Uploaded images stay with the
 * draft (a reload or a cut keeps them); one the network interrupted says so and can be sent
 * again under the same key; one the platform refuses says why.
 */
export function ImagePicker({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('messages');
  const draft = useSnapshot(draftState);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = uploads.some((u) => u.failed === null);
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const room = FEEDBACK_IMAGES.max - draft.images.length - uploads.length;

  const update = (id: string, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const start = (upload: Upload) => {
    update(upload.id, { failed: null, progress: 0 });
    uploadFeedbackImage(upload.file, upload.file.name, upload.id, (progress) => update(upload.id, { progress }))
      .then((image) => {
        addDraftImage(image, FEEDBACK_IMAGES.max);
        setUploads((list) => list.filter((u) => u.id !== upload.id));
      })
      .catch((error: unknown) => {
        const code = error instanceof ApiFailure ? error.errorCode : '';
        const known = PICTURE_REFUSALS.includes(code);
        if (known) {
          setRefusal(t(`errors.${code}`, { name: upload.file.name }));
          setUploads((list) => list.filter((u) => u.id !== upload.id));
        } else update(upload.id, { failed: t('feedback.uploadInterrupted', { name: upload.file.name }) });
      });
  };

  const choose = (files: FileList | null) => {
    setRefusal(null);
    const { accepted, tooMany, tooLarge } = choosePictures(files, room, FEEDBACK_IMAGES.maxBytes);
    if (tooMany) setRefusal(t('feedback.tooMany', { max: FEEDBACK_IMAGES.max }));
    if (tooLarge) setRefusal(t('errors.feedback.imageTooLarge', { name: tooLarge.name }));
    for (const file of accepted) {
      const upload = { id: crypto.randomUUID(), file, progress: 0, failed: null };
      setUploads((list) => [...list, upload]);
      start(upload);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="feedback__images">
      <label className="form-field__label" htmlFor="feedback-images">
        {t('feedback.images', { max: FEEDBACK_IMAGES.max })}
      </label>
      <input
        ref={input}
        id="feedback-images"
        type="file"
        accept={FEEDBACK_IMAGES.types.join(',')}
        multiple
        disabled={room <= 0}
        onChange={(event) => choose(event.target.files)}
      />
      <p className="feedback__hint">{t('feedback.imagesHint')}</p>
      {refusal && (
        <p className="form-field__error" role="alert">
          {refusal}
        </p>
      )}
      <ul className="feedback__thumbs" aria-label={t('feedback.attached')}>
        {draft.images.map((image, index) => (
          <li key={image.key}>
            <img src={image.url} alt={t('feedback.imageAlt', { n: index + 1 })} width={72} height={72} />
            <button type="button" className="btn btn--outline btn--small" onClick={() => removeDraftImage(index)}>
              {t('feedback.removeImage', { n: index + 1 })}
            </button>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={upload.id} className="feedback__upload">
            {upload.failed ? (
              <>
                <span role="alert">{upload.failed}</span>
                <button type="button" className="btn btn--outline btn--small" onClick={() => start(upload)}>
                  {t('feedback.retry')}
                </button>
                <button
                  type="button"
                  className="btn btn--outline btn--small"
                  onClick={() => setUploads((l) => l.filter((u) => u.id !== upload.id))}
                >
                  {t('feedback.drop')}
                </button>
              </>
            ) : (
              <progress max={1} value={upload.progress} aria-label={t('feedback.uploading', { name: upload.file.name })} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
