import { orderCalls, type SubOrderCancel } from '@contract/orders';
import { callApi } from '@/lib/api-client';
import { invalidate } from '@/lib/query/client';
import { refreshBalance } from '@/lib/wallet';

/**
 * Cancels an open line of a draw ticket for its stake back. The platform cancels a line once
 * however often it is asked, so the idempotency key only has to name the line.
 */
export async function cancelSubOrder(subOrderNo: string): Promise<SubOrderCancel> {
  const answer = await callApi(orderCalls.cancelSubOrder, { subOrderNo }, { idempotencyKey: `cancel:${subOrderNo}` });
  invalidate(['records']);
  refreshBalance().catch(() => undefined);
  return answer;
}
