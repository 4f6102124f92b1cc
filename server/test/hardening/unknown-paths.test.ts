import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/security-headers';
import { describeOnEachDatabase, envelope } from '../helpers';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;

/** Sends raw bytes to the listening server and returns what Node answered. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(text);
  });
}

describeOnEachDatabase('unknown calls, module ids and answers Node writes', (use) => {
  it.each(['/wps/no/such/call', '/lgw/nothing', '/wps/session/login/extra', '/wps', '/lgw?x=1'])(
    'answers %s with the JSON envelope and 404 for every method',
    async (url) => {
      for (const method of METHODS) {
        const response = await use().app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method === 'HEAD') continue;
        expect(response.headers['content-type'], `${method} ${url}`).toContain('application/json');
        expect(envelope(response), `${method} ${url}`).toMatchObject({ success: false, errorCode: 'request.notFound' });
      }
    },
  );

  it('refuses a module-id the contract does not give the call, and takes the right one', async () => {
    const { app } = use();
    const wrong = await app.inject({ method: 'GET', url: '/wps/member/register/settings', headers: { 'module-id': 'GAMELO3' } });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).message).toContain('module-id');
    const unknown = await app.inject({ method: 'GET', url: '/wps/member/register/settings', headers: { 'module-id': 'NOPE' } });
    expect(unknown.statusCode).toBe(400);
    const right = await app.inject({ method: 'GET', url: '/wps/member/register/settings', headers: { 'module-id': 'COMM3' } });
    expect(right.statusCode).toBe(200);
  });

  it('sends the security headers and the envelope with the 400 and 431 Node writes itself', async () => {
    const { app } = use();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const malformed = await rawRequest(port, 'GET /wps/system/status HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400/);
    expect(malformed).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`);
    expect(malformed).toContain('x-content-type-options: nosniff');
    expect(malformed).toContain('"errorCode":"request.invalid"');
    const huge = await rawRequest(port, `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431/);
    expect(huge).toContain('x-frame-options: SAMEORIGIN');
  });
});
