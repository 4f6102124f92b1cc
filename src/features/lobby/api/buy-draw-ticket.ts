import { lobbyCalls, type DrawTicket } from '@contract/lobby';
import { callApi } from '@/lib/api-client';

/** One draw ticket. The ticket id is the idempotency key: sending the same ticket again never buys it twice. */
export function buyDrawTicket(
  launch: string,
  ticketId: string,
  drawNo: string,
  lines: { pick: string; stake: number }[],
): Promise<DrawTicket> {
  return callApi(lobbyCalls.buyDrawTicket, { launch, ticketId, drawNo, lines }, { idempotencyKey: ticketId, timeoutMs: 20_000 });
}
