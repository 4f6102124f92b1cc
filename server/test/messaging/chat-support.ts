import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { ChatMessage, ChatServerFrame } from '../../../contract/messaging';
import { randomAddress } from '../accounts/login-helper';
import type { TestPlatform } from '../helpers';

/** The platform listening on a free loopback port: the chat needs real sockets. */
export async function listen(platform: TestPlatform): Promise<string> {
  if (!platform.app.server.listening) await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

/**
 * A chat socket as the app or the console uses it: it keeps every frame, the messages it was
 * sent (to check order and duplicates), and waits for a condition by polling what arrived.
 */
export class ChatClient {
  readonly frames: ChatServerFrame[] = [];
  readonly messages: ChatMessage[] = [];
  private socket!: WebSocket;

  private constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  static async open(host: string, path: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    const client = new ChatClient(`ws://${host}${path}`, headers);
    await client.connect();
    return client;
  }

  async connect(): Promise<void> {
    this.socket = new WebSocket(this.url, { headers: this.headers });
    this.socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as ChatServerFrame;
      this.frames.push(frame);
      if (frame.type === 'message') this.messages.push(frame.message);
    });
    await new Promise<void>((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  get lastId(): number {
    return this.messages.reduce((max, m) => Math.max(max, m.id), 0);
  }

  async cut(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.terminate();
    await closed;
  }

  close(): Promise<void> {
    return this.cut();
  }

  /** Polls until `check` holds (every 10 ms, up to the test's own timeout). */
  async until(check: (client: ChatClient) => boolean, what = 'condition'): Promise<void> {
    for (let i = 0; i < 3000; i++) {
      if (check(this)) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`chat client: ${what} never held; frames ${JSON.stringify(this.frames.slice(-5))}`);
  }
}

export const messageId = () => randomBytes(8).toString('hex');
export const visitorKey = () => randomBytes(16).toString('hex');

/** Logs the demo staff member in to the console; answers the cookie header its socket and calls carry. */
export async function staffCookie(platform: TestPlatform): Promise<string> {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/support/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=support01&password=Staff1234',
    // An address of its own each time: the console's login allows one address ten attempts a minute.
    remoteAddress: randomAddress(),
  });
  if (answer.statusCode !== 303) throw new Error(`staff login answered ${answer.statusCode}`);
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  return cookie;
}

/** A member's chat socket that has said hello with their session, and the conversation it holds. */
export async function memberChat(host: string, token: string): Promise<{ player: ChatClient; conversationId: number }> {
  const player = await ChatClient.open(host, '/ws/chat');
  player.send({ type: 'hello', token, lastSeenId: 0 });
  await player.until((c) => c.frames.some((f) => f.type === 'ready'), 'ready');
  const { conversationId } = player.frames.find((f) => f.type === 'ready') as Extract<ChatServerFrame, { type: 'ready' }>;
  return { player, conversationId };
}

/** A visitor's chat socket that has said hello and holds its conversation. */
export async function visitor(
  host: string,
  name: string,
  key = visitorKey(),
  lastSeenId = 0,
): Promise<{ client: ChatClient; conversationId: number; key: string }> {
  const client = await ChatClient.open(host, '/ws/chat');
  client.send({ type: 'hello', visitorKey: key, visitorName: name, lastSeenId });
  await client.until((c) => c.frames.some((f) => f.type === 'ready'), 'ready');
  const ready = client.frames.find((f) => f.type === 'ready') as Extract<ChatServerFrame, { type: 'ready' }>;
  return { client, conversationId: ready.conversationId, key };
}

/** True when ids rise strictly: in order and with no message twice. */
export const strictlyRising = (ids: number[]) => ids.every((id, i) => i === 0 || id > ids[i - 1]!);
