import type { FastifyRequest } from 'fastify';
import type { LoginDoor, SessionKind } from '../../../contract/account';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';

/** The member behind a live session token. */
export interface Session {
  sessionId: string;
  memberId: number;
  username: string;
  type: number;
  /** The door the session was made through: member calls refuse agents' sessions and the other way round. */
  door: LoginDoor;
  /** A withdraw-only session (made during a break) may make only the calls marked `duringBreak`. */
  kind: SessionKind;
}

export interface SessionResolver {
  /** The live session for a token, refreshing its idle clock; null when unknown, revoked or expired. */
  resolve(token: string): Promise<Session | null>;
}

/** Opens a body sealed with the platform's public key (the `encrypted` request encoding). */
export type BodyOpener = (request: FastifyRequest) => Promise<unknown>;

/** What every call reads, complete once the composition root has built it (see services/index.ts). */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly sessions: SessionResolver;
  readonly openSealedBody: BodyOpener | null;
}

/** The client's address as the platform sees it. */
export const clientIp = (request: FastifyRequest) => request.ip;
