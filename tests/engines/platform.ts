import { sealJson, SEALED_BODY_SCHEME } from '../../contract/crypto';

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

/** A call to the platform the walk runs against, answered with its value or thrown with its error code. */
async function call<T>(base: string, method: string, path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(new URL(path, base), { method, ...init });
  const body = (await answer.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${method} ${path}: ${body.errorCode ?? answer.status}`);
  return body.value;
}

/** A new player, registered through the platform's sealed call with the captcha read from the development tools. */
export async function registerPlayer(base: string): Promise<{ username: string; password: string }> {
  const username = `eng${Math.random().toString(36).slice(2, 10)}`;
  const password = 'Engine2024';
  await fetch(new URL('/dev/login-limits', base), { method: 'DELETE' });
  const { captchaId } = await call<{ captchaId: string }>(base, 'GET', '/wps/captcha?purpose=register');
  const { answer } = await call<{ answer: string }>(base, 'GET', `/dev/captcha?id=${captchaId}`);
  const key = await call<{ keyId: string; publicKey: string }>(base, 'GET', '/wps/session/key');
  const body = { registerMethod: 'H5', username, password, confirmPassword: password, captchaId, captcha: answer };
  await call(base, 'PUT', '/wps/member/register', {
    headers: { 'content-type': 'application/json', encryption: SEALED_BODY_SCHEME, 'module-id': 'COMM3' },
    body: JSON.stringify(await sealJson(key, 'PUT', '/wps/member/register', body)),
  });
  return { username, password };
}
