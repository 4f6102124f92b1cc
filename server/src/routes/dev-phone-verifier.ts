import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEV_PHONE_VERIFIER_PATH, VerifierRefusal, type DevPhoneVerifier } from '../services/accounts/phone-verifier/dev-verifier';

const API = `${DEV_PHONE_VERIFIER_PATH}/v1`;

/** Firebase's REST error shape: `{ error: { code, message, status } }`, with the reason as the message. */
function refuse(reply: FastifyReply, reason: string) {
  return reply.code(400).send({
    error: { code: 400, message: reason, errors: [{ message: reason, domain: 'global', reason: 'invalid' }], status: 'INVALID_ARGUMENT' },
  });
}

const body = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * The development phone verifier, speaking the two calls of Firebase's Identity Toolkit REST API the app makes
 * (`accounts:sendVerificationCode`, `accounts:signInWithPhoneNumber`), and publishing the keys its ID tokens are
 * signed with. Development tools only, so loopback only (dev-tools-door.ts). The colon in the paths is literal:
 * Fastify reads `::` as one.
 */
export function registerDevPhoneVerifierRoutes(app: FastifyInstance, verifier: DevPhoneVerifier): void {
  const call = (name: string, answer: (input: Record<string, unknown>) => Promise<unknown>) => {
    const url = `${API}/accounts::${name}`;
    app.options(url, async (_request, reply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'content-type')
        .code(204)
        .send(),
    );
    app.post(url, async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const key = (request.query as Record<string, unknown>).key;
      if (typeof key !== 'string' || key === '') return refuse(reply, 'API key not valid. Please pass a valid API key.');
      try {
        return await answer(body(request.body));
      } catch (error) {
        if (error instanceof VerifierRefusal) return refuse(reply, error.reason);
        throw error;
      }
    });
  };
  call('sendVerificationCode', (input) => verifier.sendVerificationCode(input.phoneNumber));
  call('signInWithPhoneNumber', (input) => verifier.signInWithPhoneNumber(input.sessionInfo, input.code));
  app.get(`${DEV_PHONE_VERIFIER_PATH}/jwks`, async () => verifier.jwks());
}
