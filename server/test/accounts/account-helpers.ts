import type { FastifyInstance } from 'fastify';
import { accountCalls, type RegisterRequest } from '../../../contract/account';
import { randomAddress, sealedInject, type SealedOptions } from './login-helper';

/** A fresh captcha and its answer (read through the development tools). */
export async function solvedCaptcha(
  app: FastifyInstance,
  purpose: 'login' | 'register' | 'sms',
): Promise<{ captchaId: string; captcha: string }> {
  const issued = await app.inject({ method: 'GET', url: `${accountCalls.getCaptcha.path}?purpose=${purpose}` });
  const { captchaId } = (issued.json() as { value: { captchaId: string } }).value;
  const peek = await app.inject({ method: 'GET', url: `/dev/captcha?id=${captchaId}` });
  return { captchaId, captcha: (peek.json() as { value: { answer: string } }).value.answer };
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return (response.json() as { value: { messages: OutboxMessage[] } }).value.messages;
}

/** The code in the newest SMS to `+<dial><mobile>`. */
export async function latestSmsCode(app: FastifyInstance, dial: string, mobile: string): Promise<string> {
  const [message] = await readOutbox(app, `+${dial}${mobile}`);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code for +${dial}${mobile}`);
  return code;
}

export async function sendSms(
  app: FastifyInstance,
  dial: string,
  mobile: string,
  purpose: 'register' | 'login' | 'reset',
  remoteAddress = randomAddress(),
) {
  return app.inject({
    method: 'POST',
    url: accountCalls.sendSmsCode.path,
    remoteAddress,
    payload: { countryDialingCode: dial, mobileNum: mobile, purpose },
  });
}

export function registerRequest(app: FastifyInstance, kind: 'username' | 'mobile', body: RegisterRequest, options: SealedOptions = {}) {
  const path = kind === 'username' ? accountCalls.registerByUsername.path : accountCalls.registerByMobile.path;
  return sealedInject(app, 'PUT', path, body, options);
}

/** A unique, valid username like `u4k2j9x1`. */
export const uniqueName = (prefix = 'u') => `${prefix}${Math.random().toString(36).slice(2, 10)}`.slice(0, 16);
/** A unique, valid Philippine mobile number (10 digits starting with 9). */
export const uniqueMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
