import { eq } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.js';
import { companyWorkingHours } from '../../../db/schema/index.js';
import type { ServerProcess } from '../../../test/server-process.js';
import { STORES } from '../../catalog/testing/catalog-fixture.js';
import { placeBody } from './checkout-client.js';
import { insertCheckoutFixture, type CheckoutFixture } from './checkout-fixture.js';

// Checkout against a real server process (src/test/server-process.ts), which reads the real
// clock and is reached over HTTP, for the tests that kill it or its database.

/** The checkout fixture, with Karachi Biryani House open around the clock. */
export async function insertServerCheckoutFixture(db: AppDb): Promise<CheckoutFixture> {
  const fixture = await insertCheckoutFixture(db, new Date());
  const biryani = fixture.companyIds.biryani;
  await db.delete(companyWorkingHours).where(eq(companyWorkingHours.companyId, biryani));
  await db.insert(companyWorkingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      companyId: biryani,
      dayOfWeek,
      startTime: '00:00',
      endTime: '23:59',
    })),
  );
  return fixture;
}

export interface ServerAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A call as the shopper's browser makes it; throws a TypeError when no answer comes. */
export async function callServer(
  server: ServerProcess,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  body: unknown,
): Promise<ServerAnswer> {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An open invoice of Karachi Biryani House for `quantity` of the product. */
export function createInvoiceOn(
  server: ServerProcess,
  token: string,
  productQueryId: string,
  quantity: number,
): Promise<ServerAnswer> {
  return callServer(server, 'POST', 'invoices', token, {
    invoice: {
      organization_query_id: STORES.biryani.queryId,
      invoice_items_attributes: [{ product_query_id: productQueryId, quantity }],
    },
  });
}

export interface Placement {
  token: string;
  invoiceId: string;
  addressId: number;
}

export function placeOn(server: ServerProcess, placement: Placement): Promise<ServerAnswer> {
  return callServer(
    server,
    'PUT',
    `invoices/${placement.invoiceId}/place_order`,
    placement.token,
    placeBody(placement.addressId),
  );
}
