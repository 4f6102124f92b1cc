import DOMPurify from 'dompurify';
import { useEffect, useId, useState } from 'react';
import { CONTENT_PICTURES, contentOfficeCalls } from '@contract/back-office/content';
import { ALLOWED_ELEMENTS, DROPPED, ELEMENT_ATTRIBUTES, GLOBAL_ATTRIBUTES } from '@contract/html-policy';
import { callOffice, OfficeError } from '../../app/api';
import { useWords } from '../../app/language';
import { ErrorMessage } from '../../components/ErrorMessage';
import { CONTENT_WORDS } from './words';

const words = (list: string) => list.split(' ');
/** The platform's HTML policy (contract/html-policy.ts), as the app applies it: the preview shows no more than players see. */
const PREVIEW_POLICY = {
  ALLOWED_TAGS: words(ALLOWED_ELEMENTS),
  ALLOWED_ATTR: [...words(GLOBAL_ATTRIBUTES), ...Object.values(ELEMENT_ATTRIBUTES).flatMap((list) => words(list))],
  FORBID_TAGS: words(DROPPED),
  FORBID_CONTENTS: words(DROPPED),
  ALLOW_DATA_ATTR: false,
};

export const asOfficeError = (failure: unknown) =>
  failure instanceof OfficeError ? failure : new OfficeError(0, 'office.unreachable', String(failure));

/**
 * A body as players will see it: cleaned by the platform (what it would store), cleaned again here
 * by the same policy, and drawn in the app's content box (`rich-content`).
 */
export function Preview({ html, label }: { html: string; label: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<OfficeError | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      callOffice(contentOfficeCalls.previewContent, { content: html }).then(
        (answer) => live && setShown(DOMPurify.sanitize(answer.content, PREVIEW_POLICY)),
        (failure: unknown) => live && setError(asOfficeError(failure)),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [html]);
  return (
    <section className="content-preview" aria-label={label}>
      <h3>{label}</h3>
      <ErrorMessage error={error} />
      {shown === null ? null : <div className="rich-content" dangerouslySetInnerHTML={{ __html: shown }} />}
    </section>
  );
}

/** Sends one picture as multipart form data and answers where the platform serves it. */
async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append(CONTENT_PICTURES.field, file);
  let response: Response;
  try {
    response = await fetch(contentOfficeCalls.uploadContentPicture.path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new OfficeError(0, 'office.unreachable', 'No answer from the platform');
  }
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: { url: string };
    errorCode?: string;
    message?: string;
  } | null;
  if (body?.success && body.value) return body.value.url;
  throw new OfficeError(response.status, body?.errorCode ?? 'office.unreachable', body?.message ?? response.statusText);
}

/** A picture field: the current picture, an upload (checked by the platform by its bytes), and its removal. */
export function PictureField({ label, value, onChange }: { label: string; value: string | null; onChange: (url: string | null) => void }) {
  const t = useWords(CONTENT_WORDS);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  return (
    <fieldset className="content-picture">
      <legend>{label}</legend>
      {value ? <img src={value} alt={label} /> : null}
      <label htmlFor={id}>{busy ? t.uploading : t.upload}</label>
      <input
        id={id}
        type="file"
        accept={CONTENT_PICTURES.types.join(',')}
        disabled={busy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          setBusy(true);
          setError(null);
          uploadPicture(file)
            .then(
              (url) => onChange(url),
              (failure: unknown) => setError(asOfficeError(failure)),
            )
            .finally(() => setBusy(false));
        }}
      />
      <ErrorMessage error={error} />
      {value ? (
        <button type="button" className="secondary" onClick={() => onChange(null)}>
          {t.removePicture}
        </button>
      ) : null}
    </fieldset>
  );
}
