import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { listenTo } from '../../db/listen';

/** What one server process tells the others (and itself) about a conversation. */
export type ChatEvent =
  | { t: 'message'; c: number }
  | { t: 'typing'; c: number; from: 'PLAYER' | 'STAFF' }
  | { t: 'read'; c: number; by: 'PLAYER' | 'STAFF'; upTo: number }
  | { t: 'closed'; c: number }
  | { t: 'queue' };

type Listener = (event: ChatEvent) => void;

export interface ChatBus {
  /** Starts listening to the other processes (PostgreSQL); nothing to do on PGlite. */
  start(): Promise<void>;
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tala_chat';

/**
 * Carries chat events between server processes sharing one database. On PostgreSQL every
 * process LISTENs on one channel and publishes with NOTIFY, so a message stored through one
 * process reaches sockets held by another. Events are also handed to this process's listeners
 * at once; a process skips its own events coming back through NOTIFY, and a repeated "new message"
 * event is harmless because delivery reads what is stored past what each socket already has.
 * PGlite is one process: its events stay in it.
 */
export function createChatBus(db: Database, databaseUrl: string | undefined): ChatBus {
  const origin = randomBytes(6).toString('hex');
  const listeners = new Set<Listener>();
  const dispatch = (event: ChatEvent) => {
    for (const listener of listeners) listener(event);
  };
  let closeListener = async () => {};
  const start = async () => {
    if (db.kind !== 'postgres' || !databaseUrl) return;
    // A cut listening connection is opened again; a message stored meanwhile reaches a socket on its next event or resume.
    closeListener = await listenTo(databaseUrl, CHANNEL, (payload) => {
      const { o, e } = JSON.parse(payload) as { o: string; e: ChatEvent };
      if (o !== origin) dispatch(e);
    });
  };
  return {
    start,
    async publish(event) {
      dispatch(event);
      if (db.kind === 'postgres') await db.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ o: origin, e: event })]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => closeListener(),
  };
}
