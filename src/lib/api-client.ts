import {
  IDEMPOTENCY_HEADER,
  LANGUAGE_HEADER,
  MODULE_ID_HEADER,
  TOKEN_HEADER,
  type CallDef,
  type CallRequest,
  type CallValue,
  type Envelope,
  callRole,
} from '@contract/define';
import { START_UP_ERROR_CODES } from '@contract/start-up-errors';
import { clearSession, currentToken, sessionDoor } from './session';

/** Where the platform lives; empty means this origin. Set VITE_PLATFORM_URL to point the app elsewhere. */
const PLATFORM_URL = (import.meta.env.VITE_PLATFORM_URL ?? '').replace(/\/$/, '');

export const DEFAULT_TIMEOUT_MS = 15_000;
/** A call still unanswered after this long makes the app say "Slow Connection". */
export const SLOW_CALL_MS = 4_000;

export type FailureKind = 'offline' | 'timeout' | 'server' | 'http';

export class ApiFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly errorCode: string,
    message: string,
    readonly status = 0,
    readonly value: unknown = undefined,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** A silent call never raises the app-wide failure notice (announcements, banners, unread counts). */
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

export interface NetworkEvents {
  onFailure?: (failure: ApiFailure, call: CallDef) => void;
  onSlow?: (call: CallDef) => void;
  onSettled?: (call: CallDef) => void;
}

const listeners = new Set<NetworkEvents>();
/** The shell listens here to show "No Internet", "Slow Connection" and session-expiry messages. */
export function listenToNetwork(events: NetworkEvents): () => void {
  listeners.add(events);
  return () => listeners.delete(events);
}

let siteClosed: ((errorCode: string) => void) | null = null;
/** The site's status follows a call the platform refused because it is closed to this visitor (maintenance, a restricted region). */
export function onSiteClosed(listener: (errorCode: string) => void): void {
  siteClosed = listener;
}
const CLOSED_SITE_CODES: readonly string[] = [START_UP_ERROR_CODES.maintenance, START_UP_ERROR_CODES.regionRestricted];

type Sealer = (call: CallDef, body: unknown) => Promise<{ body: string; headers: Record<string, string> }>;
let sealer: Sealer | null = null;
/** The account feature installs the sealer that encrypts login and registration bodies. */
export function installBodySealer(next: Sealer): void {
  sealer = next;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
/** Where calls go: the network, except when the platform renders a page itself and answers them in-process. */
export function setTransport(next: Transport): void {
  transport = next;
}

let currentLanguage = 'TY';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

/** The platform answers 503 `system.busy` when its password checks are all taken; the call is made once more after this wait. */
const BUSY_RETRY_MS = { min: 500, max: 3_000 };
const isBusy = (error: unknown): error is ApiFailure =>
  error instanceof ApiFailure && error.status === 503 && error.errorCode === START_UP_ERROR_CODES.busy;

/**
 * Makes one call of the contract. When the platform is busy (503) the call is made once
 * more after the wait it asked for (sealed bodies are sealed afresh); a second busy answer
 * reaches the caller, who says "busy, try again".
 */
export async function callApi<C extends CallDef>(call: C, input: CallRequest<C>, options: CallOptions = {}): Promise<CallValue<C>> {
  refuseWrongDoor(call);
  try {
    return await callOnce(call, input, options, true);
  } catch (error) {
    if (!isBusy(error) || options.signal?.aborted) throw error;
    const asked = Number((error.value as { retryAfter?: unknown } | undefined)?.retryAfter) * 1000;
    const wait = Math.min(BUSY_RETRY_MS.max, Math.max(BUSY_RETRY_MS.min, Number.isFinite(asked) ? asked : 0));
    await new Promise((resolve) => setTimeout(resolve, wait));
    return callOnce(call, input, options, false);
  }
}

/**
 * A member call from an agent's session, or an agent call from a member's, is refused here as the
 * platform would refuse it (403), without asking it: an agent's app reads only what agents may read.
 */
function refuseWrongDoor(call: CallDef): void {
  const door = sessionDoor();
  const role = callRole(call);
  if (call.auth !== 'member' || door === null || role === 'any' || role === door) return;
  throw door === 'agent' ? nonMemberRefusal() : new ApiFailure('http', START_UP_ERROR_CODES.nonAgentLogin, 'Non-agents cannot log in', 403);
}

/** The platform's refusal of a member's call from an agent's session, as the app gives it without asking. */
export const nonMemberRefusal = () =>
  new ApiFailure('http', START_UP_ERROR_CODES.nonMemberLogin, 'Non-member account unable to login', 403);

async function callOnce<C extends CallDef>(call: C, input: CallRequest<C>, options: CallOptions, mayRetry: boolean): Promise<CallValue<C>> {
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: currentLanguage };
  if (call.moduleId) headers[MODULE_ID_HEADER] = call.moduleId;
  const token = currentToken();
  if (token && call.auth !== 'none') headers[TOKEN_HEADER] = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;

  let url = PLATFORM_URL + call.path;
  let body: string | undefined;
  const fields = (input ?? {}) as Record<string, unknown>;
  if (call.encoding === 'query') {
    const query = toQuery(fields);
    if (query) url += `?${query}`;
  } else if (call.encoding === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = toQuery(fields);
  } else if (call.encoding === 'encrypted' && sealer) {
    const sealed = await sealer(call, fields);
    Object.assign(headers, sealed.headers, { 'content-type': 'application/json' });
    body = sealed.body;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fields);
  }

  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  const timeout = setTimeout(abort, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const slow = setTimeout(() => !options.silent && listeners.forEach((l) => l.onSlow?.(call)), SLOW_CALL_MS);

  try {
    let response: Response;
    try {
      // Calls go without cookies, but for the few that keep the device signed in (its cookie is the platform's alone).
      const credentials = call.deviceCookie ? 'same-origin' : 'omit';
      response = await transport(url, { method: call.method, headers, body, signal: controller.signal, credentials });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      if (controller.signal.aborted) throw new ApiFailure('timeout', 'network.timeout', 'Slow Connection');
      // fetch rejects only when no answer came back at all: the network is gone or unreachable.
      throw new ApiFailure('offline', 'network.offline', 'No Internet');
    }
    const envelope = (await response.json().catch(() => null)) as Envelope<CallValue<C>> | null;
    if (!envelope || typeof envelope !== 'object') {
      throw new ApiFailure('http', START_UP_ERROR_CODES.internal, `HTTP ${response.status}`, response.status);
    }
    if (!envelope.success) {
      if (response.status === 401 && token) clearSession();
      if (envelope.errorCode && CLOSED_SITE_CODES.includes(envelope.errorCode)) siteClosed?.(envelope.errorCode);
      throw new ApiFailure(
        'server',
        envelope.errorCode ?? START_UP_ERROR_CODES.internal,
        envelope.message ?? 'Unknown error',
        response.status,
        envelope.value,
      );
    }
    return envelope.value as CallValue<C>;
  } catch (error) {
    if (error instanceof ApiFailure && !options.silent && !(mayRetry && isBusy(error)))
      listeners.forEach((l) => l.onFailure?.(error, call));
    throw error;
  } finally {
    clearTimeout(timeout);
    clearTimeout(slow);
    options.signal?.removeEventListener('abort', abort);
    listeners.forEach((l) => l.onSettled?.(call));
  }
}

function toQuery(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}
