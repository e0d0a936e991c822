import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Checkout: POST invoices, GET invoices/{id}/checkout, PUT invoices/{id}/validate_voucher,
 * PUT invoices/{id}/place_order, GET users/{userId}/vouchers (SPEC §7).
 */
export const invoicesRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
