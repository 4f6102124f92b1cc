import type { OfficeCallDef, OfficeCallRequest, OfficeCallValue } from '@contract/back-office/define';
import { OFFICE_ERROR_CODES } from '@contract/back-office/define';

/** A refused or failed back-office call: the platform's error code and message. */
export class OfficeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OfficeError';
  }
}

/** Code for a call that got no answer from the platform. */
export const UNREACHABLE = 'office.unreachable';

const sessionLostListeners = new Set<() => void>();

/** Called when a call finds the staff session gone (signed out elsewhere, idle, disabled): the console asks to sign in again. */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

function queryString(input: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sends one request and unwraps the platform's envelope. */
export async function sendOffice<T>(method: 'GET' | 'POST', path: string, input: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(method === 'GET' ? path + queryString(input) : path, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(input ?? {}) : undefined,
    });
  } catch {
    throw new OfficeError(0, UNREACHABLE, 'No answer from the platform');
  }
  const body = (await response.json().catch(() => null)) as { success?: boolean; value?: T; errorCode?: string; message?: string } | null;
  if (body?.success) return body.value as T;
  const code = body?.errorCode ?? UNREACHABLE;
  if (code === OFFICE_ERROR_CODES.notSignedIn) for (const listener of sessionLostListeners) listener();
  throw new OfficeError(response.status, code, body?.message ?? response.statusText);
}

/** Makes one back-office call as contract/back-office describes it. */
export const callOffice = <C extends OfficeCallDef>(call: C, input: OfficeCallRequest<C>): Promise<OfficeCallValue<C>> =>
  sendOffice<OfficeCallValue<C>>(call.method, call.path, input);
