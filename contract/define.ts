import type * as z from 'zod/mini';
import type { WhitelabelFlag } from './site';

/*
 * What a call is, as the client needs it: method, path, headers and encoding. Its zod
 * schemas live apart (contract/schemas/), so the browser imports call metadata and never a
 * schema it does not read; the server and the tests join the two (contract/index.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Module-id header values the platform routes calls by. */
export const MODULE_IDS = ['COMM3', 'GAMELO3', 'GAMELOFAV3', 'GAMELOREC3', 'GAMELOHOT3', 'CBS3'] as const;
export type ModuleId = (typeof MODULE_IDS)[number];
export const MODULE_ID_HEADER = 'module-id';
export const TOKEN_HEADER = 'token';
export const ENCRYPTION_HEADER = 'encryption';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const LANGUAGE_HEADER = 'language';

/**
 * Who may make a call: anyone, anyone (the token is read when present), or only a
 * holder of a live session token.
 */
export type CallAuth = 'none' | 'optional' | 'member';

/**
 * Which sessions a member call serves, by the door they logged in through: the member app's
 * (the default for every member call, so a new call is closed to agents' sessions until it
 * says otherwise), the agents' door, or either (the profile, password and logout).
 */
export type CallRole = 'member' | 'agent' | 'any';

/**
 * How the request travels: `query` for GET/DELETE query strings, `json` for a JSON
 * body, `form` for a form-encoded body, `encrypted` for a JSON body sealed with the
 * platform's public key (see contract/crypto.ts), `multipart` for file uploads (form data).
 */
export type RequestEncoding = 'query' | 'json' | 'form' | 'encrypted' | 'multipart';

/** A call's request and response schemas (contract/schemas/<area>.ts). */
export interface CallSchemas<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  request: Req;
  response: Res;
}

declare const schemaTypes: unique symbol;

/** A call's metadata: plain data the client reads at run time. */
export interface CallDef<S extends CallSchemas = CallSchemas> {
  name: string;
  method: HttpMethod;
  path: string;
  moduleId?: ModuleId;
  auth: CallAuth;
  /** Sessions of which door may make the call; omitted means 'member'. */
  role?: CallRole;
  /**
   * A withdraw-only session (a player on a time-out or self-exclusion) may make the call. Every
   * other member call refuses such a session, so a new call is closed to it until it says otherwise.
   */
  duringBreak?: true;
  /**
   * The call is answered while the site is closed (under maintenance, or to a restricted region).
   * Every other call is refused then, so a new call closes with the site until it says otherwise.
   */
  whileSiteClosed?: true;
  /** The whitelabel flag (or promotion kind) the call's feature hangs on: while it is off, the platform refuses the call. */
  flag?: WhitelabelFlag;
  encoding: RequestEncoding;
  /** Money calls and other writes a retry must not repeat carry an idempotency key. */
  idempotent?: boolean;
  /**
   * The call reads or sets the device's kept sign-in, a cookie scripts cannot read: the browser
   * sends and stores cookies for these calls only (every other call goes without any).
   */
  deviceCookie?: true;
  /** Never set: carries the types of the call's schemas to code that imports only the metadata. */
  readonly [schemaTypes]?: S;
}

/** The sessions a call serves: its `role`, members' when it names none. */
export const callRole = (call: Pick<CallDef, 'role'>): CallRole => call.role ?? 'member';

/** A call with its schemas joined: what the server registers and the tests check answers against. */
export type CallWithSchemas<S extends CallSchemas = CallSchemas> = CallDef<S> & S;

/** An area's call metadata, one entry per entry of its schema table, named by its key. */
export type CallTable<Schemas extends Record<string, CallSchemas>> = {
  [Name in keyof Schemas & string]: CallDef<Schemas[Name]> & { name: Name };
};

type SchemasOf<C extends CallDef> = NonNullable<C[typeof schemaTypes]>;
export type CallRequest<C extends CallDef> = z.input<SchemasOf<C>['request']>;
export type CallParsedRequest<C extends CallDef> = z.output<SchemasOf<C>['request']>;
export type CallValue<C extends CallDef> = z.output<SchemasOf<C>['response']>;

export interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}
