import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DRAW_NO_PATTERN, DRAW_PICK_PATTERN } from '../../../contract/draw';
import { lobbyCalls } from '../../../contract/lobby';
import { ERROR_CODES } from '../../../contract/errors';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { SlotService } from '../services/slot';
import type { DrawService } from '../services/slot/draw';
import type { HiLoService } from '../services/slot/hilo';

const runDrawSchema = z
  .object({ drawNo: z.string().regex(DRAW_NO_PATTERN).optional(), numbers: z.string().regex(DRAW_PICK_PATTERN).optional() })
  .strict();

export function registerSlotRoutes(app: FastifyInstance, ctx: AppContext, slot: SlotService, hiLo: HiLoService, draws: DrawService): void {
  handleMember(app, ctx, lobbyCalls.getSlotState, ({ input, session }) => slot.state(session, input.launch));
  // The round id is the spin's idempotency key: a retried spin answers the stored round.
  handleMember(app, ctx, lobbyCalls.spinSlot, ({ input, session }) => slot.spin(session, input));
  handleMember(app, ctx, lobbyCalls.getHiLoState, ({ input, session }) => hiLo.state(session, input.launch));
  // As with a spin, the round id makes a retried guess answer the stored round.
  handleMember(app, ctx, lobbyCalls.playHiLo, ({ input, session }) => hiLo.play(session, input));
  handleMember(app, ctx, lobbyCalls.getSlotRounds, ({ input, session }) => slot.rounds(session, input));
  handleMember(app, ctx, lobbyCalls.getDrawState, ({ input, session }) => draws.state(session, input.launch));
  // The ticket id is the purchase's idempotency key: a retried purchase answers the ticket bought.
  handleMember(app, ctx, lobbyCalls.buyDrawTicket, ({ input, session }) => draws.buy(session, input));

  if (ctx.config.devTools) {
    // Draws a draw now, before its time: the one named, or the soonest with tickets; with the numbers given or
    // drawn at random. Loopback only, like every /dev/ call.
    app.post('/dev/draws/run', async (request) => {
      const parsed = runDrawSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, parsed.error.issues[0]?.message ?? 'Invalid draw');
      const { drawNo, numbers } = parsed.data;
      return { success: true, value: { draw: drawNo ? await draws.settle(drawNo, numbers) : await draws.runNext(numbers) } };
    });
  }
}
