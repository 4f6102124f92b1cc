import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  DEV_PHONE_VERIFIER_PATH,
  DEV_RECAPTCHA_ANSWER_PATH,
  VerifierRefusal,
  type DevPhoneVerifier,
} from '../services/accounts/phone-verifier/dev-verifier';
import { DEV_RECAPTCHA_SCRIPT } from './dev-recaptcha-script';

const API = `${DEV_PHONE_VERIFIER_PATH}/v1`;

/** Firebase's REST error shape: `{ error: { code, message, status } }`, with the reason as the message. */
function refuse(reply: FastifyReply, reason: string) {
  return reply.code(400).send({
    error: { code: 400, message: reason, errors: [{ message: reason, domain: 'global', reason: 'invalid' }], status: 'INVALID_ARGUMENT' },
  });
}

/** The verifier's answer, or its refusal in Firebase's shape. */
async function answering(reply: FastifyReply, work: () => unknown): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof VerifierRefusal) return refuse(reply, error.reason);
    throw error;
  }
}

const body = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * The development phone verifier, speaking the calls of Firebase's Identity Toolkit REST API the app makes
 * (`recaptchaParams`, `accounts:sendVerificationCode`, `accounts:signInWithPhoneNumber`), publishing the keys its ID
 * tokens are signed with, and standing in for reCAPTCHA. Development tools only, so loopback only (dev-tools-door.ts).
 * The colon in the paths is literal: Fastify reads `::` as one.
 */
export function registerDevPhoneVerifierRoutes(app: FastifyInstance, verifier: DevPhoneVerifier): void {
  const call = (method: 'GET' | 'POST', url: string, answer: (input: Record<string, unknown>) => Promise<unknown>) => {
    app.options(url, async (_request, reply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', method)
        .header('access-control-allow-headers', 'content-type')
        .code(204)
        .send(),
    );
    app.route({
      method,
      url,
      handler: async (request, reply) => {
        reply.header('access-control-allow-origin', '*');
        const key = (request.query as Record<string, unknown>).key;
        if (typeof key !== 'string' || key === '') return refuse(reply, 'API key not valid. Please pass a valid API key.');
        return answering(reply, () => answer(body(request.body)));
      },
    });
  };
  call('POST', `${API}/accounts::sendVerificationCode`, (input) => verifier.sendVerificationCode(input.phoneNumber, input.recaptchaToken));
  call('POST', `${API}/accounts::signInWithPhoneNumber`, (input) => verifier.signInWithPhoneNumber(input.sessionInfo, input.code));
  call('GET', `${API}/recaptchaParams`, async () => verifier.recaptchaParams());
  app.get(`${DEV_PHONE_VERIFIER_PATH}/jwks`, async () => verifier.jwks());

  // reCAPTCHA's stand-in: its script (the part of `grecaptcha` the app uses) and the answer it fetches for a "person".
  app.get(`${DEV_PHONE_VERIFIER_PATH}/recaptcha.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEV_RECAPTCHA_SCRIPT),
  );
  app.post(DEV_RECAPTCHA_ANSWER_PATH, async (request, reply) =>
    answering(reply, () => ({ token: verifier.recaptchaAnswer(body(request.body).sitekey) })),
  );
}
