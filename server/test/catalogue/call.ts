import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type CallDef, type CallValue } from '../../../contract/define';
import { withSchemas } from '../../../contract/index';
import { envelopeSchema } from '../../../contract/schemas/define';

type QueryValue = string | number | boolean | undefined;

export interface CallOptions {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** The path of a query-encoded call with its query string. */
export function urlOf(call: CallDef, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `${call.path}?${text}` : call.path;
}

/**
 * Makes a GET call the way the client does and answers its value, after checking the
 * envelope and the value against the call's contract schema.
 */
export async function get<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  query: Record<string, QueryValue> = {},
  options: CallOptions = {},
): Promise<CallValue<C>> {
  const response = await app.inject({
    method: 'GET',
    url: urlOf(call, query),
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  const parsed = envelopeSchema(withSchemas(call).response).parse(response.json());
  expect(parsed.success).toBe(true);
  return parsed.value as CallValue<C>;
}

/** Flips operator switches on the running server through the development routes. */
export async function setSwitches(app: FastifyInstance, switches: Record<string, unknown>): Promise<void> {
  const response = await app.inject({ method: 'POST', url: '/dev/site', payload: switches });
  expect(response.statusCode, response.body).toBe(200);
}
