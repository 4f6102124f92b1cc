import * as z from 'zod/mini';
import { gameSchema } from './domain';

export const numeroSchema = z.object({
  game: gameSchema,
  /** The number of the lottery's next draw still taking tickets (contract/draw.ts DRAW_NO_PATTERN). */
  numero: z.string(),
  drawAt: z.string(),
  /** When that draw stops taking tickets. */
  closesAt: z.string(),
});
export type Numero = z.infer<typeof numeroSchema>;

/** Each call's request and response. */
export const lotterySchemas = {
  /** Each lottery the platform draws itself, with its numero. A provider's lottery draws at the provider and is not listed. */
  getNumero: {
    request: z.strictObject({ vendor: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z0-9_]{1,20}$/))) }),
    response: z.object({ list: z.array(numeroSchema) }),
  },
};
