import * as z from 'zod/mini';

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
 * How the request travels: `query` for GET/DELETE query strings, `json` for a JSON
 * body, `form` for a form-encoded body, `encrypted` for a JSON body sealed with the
 * platform's public key (see contract/crypto.ts).
 */
export type RequestEncoding = 'query' | 'json' | 'form' | 'encrypted';

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  method: HttpMethod;
  path: string;
  moduleId?: ModuleId;
  auth: CallAuth;
  encoding: RequestEncoding;
  request: Req;
  response: Res;
  /** Money calls and other writes a retry must not repeat carry an idempotency key. */
  idempotent?: boolean;
}

export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(def: CallDef<Req, Res>): CallDef<Req, Res> {
  return def;
}

export type CallRequest<C extends CallDef> = z.input<C['request']>;
export type CallParsedRequest<C extends CallDef> = z.output<C['request']>;
export type CallValue<C extends CallDef> = z.output<C['response']>;

/** Every answer travels in this envelope; the value lives in `value`. */
export const envelopeSchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: z.optional(value),
    errorCode: z.optional(z.string()),
    message: z.optional(z.string()),
  });

export interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

/** Query strings arrive as text: these helpers coerce and bound them. */
export const q = {
  int: (min: number, max: number) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max)),
  text: (max: number) => z.string().check(z.trim(), z.maxLength(max)),
  flag: () =>
    z.pipe(
      z.enum(['0', '1', 'true', 'false']),
      z.transform((v) => v === '1' || v === 'true'),
    ),
};

export const emptyRequest = z.strictObject({});
export const okValue = z.object({ ok: z.literal(true) });
