import type { FastifyInstance } from 'fastify';
import { lobbyCalls } from '../../../contract/lobby';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { SlotService } from '../services/slot';
import type { HiLoService } from '../services/slot/hilo';

export function registerSlotRoutes(app: FastifyInstance, ctx: AppContext, slot: SlotService, hiLo: HiLoService): void {
  handleMember(app, ctx, lobbyCalls.getSlotState, ({ input, session }) => slot.state(session, input.launch));
  // The round id is the spin's idempotency key: a retried spin answers the stored round.
  handleMember(app, ctx, lobbyCalls.spinSlot, ({ input, session }) => slot.spin(session, input));
  handleMember(app, ctx, lobbyCalls.getHiLoState, ({ input, session }) => hiLo.state(session, input.launch));
  // As with a spin, the round id makes a retried guess answer the stored round.
  handleMember(app, ctx, lobbyCalls.playHiLo, ({ input, session }) => hiLo.play(session, input));
  handleMember(app, ctx, lobbyCalls.getSlotRounds, ({ input, session }) => slot.rounds(session, input));
}
