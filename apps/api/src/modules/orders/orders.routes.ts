import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devOrderStatusRoutes } from './dev-order-status.routes.js';
import { orderEventsRoutes } from './events/order-events.routes.js';
import { customerOrdersRoutes } from './customer-orders.routes.js';

/**
 * Orders after checkout: GET users/orders, GET users/orders/{id}, POST users/orders/{id}/cancel,
 * GET users/orders/events (Server-Sent Events), and in local mode the demo console that moves
 * an order as the store would.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerOrdersRoutes);
  await app.register(orderEventsRoutes);
  if (app.config.sms.provider === 'dev') await app.register(devOrderStatusRoutes);
};
