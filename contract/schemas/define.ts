import * as z from 'zod/mini';

/** Every answer travels in this envelope; the value lives in `value`. */
export const envelopeSchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: z.optional(value),
    errorCode: z.optional(z.string()),
    message: z.optional(z.string()),
  });

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

/**
 * C0 control characters (NUL and friends) and DEL, tab and line breaks excepted: no field of
 * any call carries them, and a NUL byte would fail the database rather than the request.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string in a request (at any depth, keys included) holding a control
 * character, or null. Every call's input is checked with this before its schema, so every
 * string field of every call, those added later included, refuses them.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || 'request' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL_CHARACTER.test(key)) return at;
      const found = findControlCharacter(inner, at);
      if (found) return found;
    }
  }
  return null;
}
