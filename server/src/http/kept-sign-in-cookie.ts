import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountCalls } from '../../../contract/account';
import { KEPT_SIGN_IN_COOKIE } from '../../../contract/domain';
import { cookieValue } from './page-cookies';

/** Sent to the resume call only, never readable by a script (Secure is added over HTTPS, see transport-security.ts). */
const ATTRIBUTES = `Path=${accountCalls.resumeSession.path}; HttpOnly; SameSite=Strict`;

/** The device's kept sign-in token, when its cookie came with the request. */
export function keptTokenOf(request: FastifyRequest): string | null {
  const value = cookieValue(request.headers.cookie, KEPT_SIGN_IN_COOKIE);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setKeptToken(reply: FastifyReply, token: string, days: number): void {
  void reply.header('set-cookie', `${KEPT_SIGN_IN_COOKIE}=${token}; Max-Age=${days * 86_400}; ${ATTRIBUTES}`);
}

export function clearKeptToken(reply: FastifyReply): void {
  void reply.header('set-cookie', `${KEPT_SIGN_IN_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`);
}
