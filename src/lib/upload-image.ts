import { IDEMPOTENCY_HEADER, LANGUAGE_HEADER, MODULE_ID_HEADER, TOKEN_HEADER, type CallDef } from '@contract/define';
import type { FeedbackImage } from '@contract/messaging';
import { ApiFailure } from '@/lib/api-client';
import { sessionState } from '@/lib/session';

const PLATFORM_URL = (import.meta.env.VITE_PLATFORM_URL ?? '').replace(/\/$/, '');

/**
 * Uploads one image as form data, reporting progress. The key makes a retry after a cut the same
 * upload. A cut, a timeout or a refusal rejects with an ApiFailure the page can name.
 */
export function uploadImage(
  call: Pick<CallDef, 'method' | 'path' | 'moduleId'>,
  file: Blob,
  name: string,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
  headers: Record<string, string> = {},
): Promise<FeedbackImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, PLATFORM_URL + call.path);
    request.timeout = 120_000;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    if (call.moduleId) request.setRequestHeader(MODULE_ID_HEADER, call.moduleId);
    request.setRequestHeader(LANGUAGE_HEADER, document.documentElement.lang === 'en' ? 'EN' : 'TY');
    const token = sessionState.info?.token;
    if (token) request.setRequestHeader(TOKEN_HEADER, token);
    for (const [header, value] of Object.entries(headers)) request.setRequestHeader(header, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: { success?: boolean; value?: FeedbackImage; errorCode?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // An answer that is not the envelope is a server failure below.
      }
      if (request.status === 200 && body.success && body.value) resolve(body.value);
      else
        reject(
          new ApiFailure(request.status >= 500 ? 'server' : 'http', body.errorCode ?? '', body.message ?? 'Upload failed', request.status),
        );
    });
    request.addEventListener('error', () => reject(new ApiFailure(navigator.onLine ? 'server' : 'offline', '', 'Upload interrupted')));
    request.addEventListener('timeout', () => reject(new ApiFailure('timeout', '', 'Upload timed out')));
    const form = new FormData();
    form.append('image', file, name);
    request.send(form);
  });
}
