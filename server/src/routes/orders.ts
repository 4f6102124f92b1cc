import type { FastifyInstance } from 'fastify';
import { orderCalls } from '../../../contract/orders';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import type { OrderService } from '../services/orders';

/** Bet records: the member's real-money bet orders and one order's detail. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext, orders: OrderService): void {
  handleMember(app, ctx, orderCalls.getOrders, ({ input, session }) => orders.list(session, input));
  handleMember(app, ctx, orderCalls.getOrderDetail, ({ input, session }) => orders.detail(session, input.orderNo));
}
