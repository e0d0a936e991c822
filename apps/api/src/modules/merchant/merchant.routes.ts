import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth.plugin.js';
import { merchantActivityRoutes } from './activity/store-activity.routes.js';
import { merchantDashboardRoutes } from './dashboard/dashboard.routes.js';
import { merchantEventsRoutes } from './events/store-events.routes.js';
import { merchantMoneyRoutes } from './money/store-money.routes.js';
import { merchantOrdersRoutes } from './orders/merchant-orders.routes.js';
import { merchantProductsRoutes } from './products/merchant-products.routes.js';
import { merchantStoresRoutes } from './stores/merchant-stores.routes.js';
import { merchantStaffRoutes, type StaffRoutesOptions } from './staff/staff.routes.js';
import { merchantVouchersRoutes } from './vouchers/merchant-vouchers.routes.js';
import type { ProductImagesRoutesOptions } from './products/images/product-images.routes.js';
import type { StoreImagesRoutesOptions } from './stores/store-images.routes.js';

/** What the back office uses, built once by `buildServices`: upload stores and the SMS sender. */
export type MerchantRoutesOptions = ProductImagesRoutesOptions &
  StoreImagesRoutesOptions &
  StaffRoutesOptions;

/**
 * The merchant back office under /merchant (DESIGN §3a). Every route needs a session (401
 * without one); each service then checks membership and role with `requireStoreAccess`.
 */
export const merchantRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (
  app,
  { productImages, storeImages, sms },
) => {
  app.addHook('preHandler', requireUser);
  await app.register(merchantStoresRoutes, { storeImages });
  await app.register(merchantOrdersRoutes);
  await app.register(merchantEventsRoutes);
  await app.register(merchantDashboardRoutes);
  await app.register(merchantProductsRoutes, { productImages });
  await app.register(merchantVouchersRoutes);
  await app.register(merchantMoneyRoutes);
  await app.register(merchantStaffRoutes, { sms });
  await app.register(merchantActivityRoutes);
};
