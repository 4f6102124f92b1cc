import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../contract/orders';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { OrderService } from '../services/orders';

/** Bet records: the member's real-money bet orders, one order's detail, and cancelling an open sub-order. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext, orders: OrderService): void {
  handleMember(app, ctx, orderCalls.getOrders, ({ input, session }) => orders.list(session, input));
  handleMember(app, ctx, orderCalls.getOrderDetail, ({ input, session }) => orders.detail(session, input.orderNo));
  // Cancelling a sub-order is idempotent by the sub-order itself: a repeat answers the first cancel.
  handleMember(app, ctx, orderCalls.cancelSubOrder, ({ input, session }) => orders.cancel(session, input.subOrderNo));
}
