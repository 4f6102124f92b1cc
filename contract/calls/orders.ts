import type { CallTable } from '../define';
import type { orderSchemas } from '../schemas/orders';

/** Bet records (TRANSBETREPMEM3): the member's real-money bet orders, one order's detail, and cancelling an open sub-order. */
export const orderCalls: CallTable<typeof orderSchemas> = {
  getOrders: {
    name: 'getOrders',
    method: 'GET',
    path: '/lgw/orders',
    moduleId: 'CBS3',
    auth: 'member',
    flag: 'TRANSBETREPMEM3',
    encoding: 'query',
  },
  getOrderDetail: {
    name: 'getOrderDetail',
    method: 'GET',
    path: '/lgw/orders/detail',
    moduleId: 'CBS3',
    auth: 'member',
    flag: 'TRANSBETREPMEM3',
    encoding: 'query',
  },
  cancelSubOrder: {
    name: 'cancelSubOrder',
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    moduleId: 'CBS3',
    auth: 'member',
    flag: 'TRANSBETREPMEM3',
    encoding: 'json',
    idempotent: true,
  },
};
