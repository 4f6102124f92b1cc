import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../helpers';

/** Opens a connection and waits until it is established. */
function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    // Read whatever the server answers, so its closing the connection is seen.
    socket.resume();
    socket.on('error', reject);
  });
}

/** Resolves when the server closes the connection. */
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    socket.on('error', () => undefined);
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

describe('slow clients', () => {
  let platform: TestPlatform;
  let base = '';
  let port = 0;
  beforeAll(async () => {
    // Small limits so the test is quick; production defaults are 15–20 s and 100 per address.
    platform = await startPlatform('pglite', {
      http: { requestTimeoutMs: 600, headersTimeoutMs: 400, keepAliveTimeoutMs: 400, maxConnections: 50, maxConnectionsPerAddress: 5 },
    });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = (platform.app.server.address() as { port: number }).port;
    base = `http://127.0.0.1:${port}`;
  }, 120_000);
  afterAll(async () => {
    await platform.close();
  });

  it('closes connections trickling their headers or their body, and answers a normal request meanwhile', async () => {
    const headers = await open(port);
    headers.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\n');
    const body = await open(port);
    body.write('POST /wps/session/trial HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => {
      if (!headers.destroyed) headers.write('X-Slow: 1\r\n');
      if (!body.destroyed) body.write(' ');
    }, 100);
    try {
      const answered = await fetch(`${base}/wps/system/status`);
      expect(answered.status).toBe(200);
      await Promise.all([closed(headers), closed(body)]);
    } finally {
      clearInterval(trickle);
    }
    expect(headers.destroyed && body.destroyed).toBe(true);
  });

  it('closes a kept-alive connection left idle', async () => {
    const socket = await open(port);
    socket.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\n\r\n');
    await closed(socket);
  });

  it('caps the connections one address holds, and serves it again once they close', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open(port)));
    // The sixth connection is closed unanswered, even with a whole request on it.
    const extra = connect(port, '127.0.0.1');
    let answer = '';
    extra.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    extra.on('error', () => undefined);
    extra.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\n\r\n');
    await closed(extra);
    expect(answer).toBe('');
    held.forEach((socket) => socket.destroy());
    await Promise.all(held.map(closed));
    // The server sees the closes a moment after this side does: try a fresh connection until it is let in.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = await fetch(`${base}/wps/system/status`, { headers: { connection: 'close' } }).then(
        (response) => response.status,
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          return 0;
        },
      );
    }
    expect(status).toBe(200);
  });
});
