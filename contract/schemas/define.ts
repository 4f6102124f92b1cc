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
