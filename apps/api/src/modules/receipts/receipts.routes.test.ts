import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { errorOf } from '../auth/testing/accounts-client.js';
import {
  insertCatalogFixture,
  signedInShopper,
  type CatalogFixture,
} from '../catalog/testing/catalog-fixture.js';
import { pdfInfo, pdfText, squeezed } from './testing/pdf-tools.js';
import { giveStoreAnAddress, insertReceiptInvoice } from './testing/receipt-fixture.js';

let testApp: TestApp;
let catalog: CatalogFixture;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  catalog = await insertCatalogFixture(testApp.database.db);
  await giveStoreAnAddress(testApp.database.db, catalog.companyIds.biryani);
});

afterAll(() => testApp?.close());

function getReceipt(invoiceId: string, token?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/v1/invoices/${invoiceId}/receipt`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function placedOrderOf(placedAt?: Date) {
  const shopper = await signedInShopper(testApp.database.db);
  const invoice = await insertReceiptInvoice(testApp.database.db, {
    userId: shopper.userId,
    companyId: catalog.companyIds.biryani,
    ...(placedAt ? { placedAt } : {}),
  });
  return { shopper, invoice };
}

describe('GET /api/v1/invoices/{invoiceId}/receipt', () => {
  it('answers the placed order’s receipt as a PDF download named after the placing date', async () => {
    const { shopper, invoice } = await placedOrderOf();
    const response = await getReceipt(invoice.queryId, shopper.token);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoice-receipt-2026-11-23.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('prints the order as it was placed: store, order number, lines, bill, address and payment', async () => {
    const { shopper, invoice } = await placedOrderOf();
    const pdf = (await getReceipt(invoice.queryId, shopper.token)).rawPayload;
    const text = squeezed(await pdfText(pdf));
    for (const expected of [
      'Karachi Biryani House',
      'Burns Road, Saddar, Karachi',
      invoice.shortOrderId ?? 'no order number',
      '23 Nov 2026, 6:05 PM',
      'Ayesha Khan',
      '+92 300 1234567',
      'Flat 4B, Floor 2, Sea View Apartments',
      'Khayaban-e-Saadi, Clifton Block 5',
      'Near Dolmen Mall',
      'Chicken Biryani Single',
      'Size: Full',
      'PKR 399.50',
      'PKR 450.00',
      'PKR 799.00',
      'Sweet Lassi',
      'PKR 150.00',
      'Sub total',
      'PKR 1,350.00',
      '-PKR 101.00',
      `Voucher (${invoice.voucherCode})`,
      '-PKR 100.00',
      'PKR 50.00',
      'PKR 1,349.00',
      'Cash on delivery',
      'Ring the bell twice.',
    ]) {
      expect(text).toContain(expected);
    }
    const info = await pdfInfo(pdf);
    expect(info.Title).toBe(`Sauda receipt ${invoice.shortOrderId ?? ''}`);
    expect(info.Author).toBe('Sauda');
  });

  it('dates the file in Karachi: 1:30 AM there is still the evening before in UTC', async () => {
    const { shopper, invoice } = await placedOrderOf(new Date('2026-11-22T20:30:00Z'));
    const response = await getReceipt(invoice.queryId, shopper.token);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="invoice-receipt-2026-11-23.pdf"',
    );
  });

  it('answers 404 for another user’s invoice, as if it did not exist', async () => {
    const { invoice } = await placedOrderOf();
    const stranger = await signedInShopper(testApp.database.db);
    const response = await getReceipt(invoice.queryId, stranger.token);

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorOf(response)).toEqual({
      code: 'invoice_not_found',
      message: 'This order could not be found.',
      message_key: 'server.orderNotFound',
    });
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const shopper = await signedInShopper(testApp.database.db);
    const response = await getReceipt('no-such-invoice', shopper.token);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('invoice_not_found');
  });

  it('answers 409 while the invoice is open: there is no order to give a receipt for yet', async () => {
    const shopper = await signedInShopper(testApp.database.db);
    const invoice = await insertReceiptInvoice(testApp.database.db, {
      userId: shopper.userId,
      companyId: catalog.companyIds.biryani,
      status: 'open',
    });
    const response = await getReceipt(invoice.queryId, shopper.token);

    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'receipt_not_ready',
      message: 'The receipt is ready once the order is placed.',
      message_key: 'checkout.receiptNotReady',
    });
  });

  it('answers 401 without a session or with a dead token', async () => {
    const { invoice } = await placedOrderOf();
    for (const response of [
      await getReceipt(invoice.queryId),
      await getReceipt(invoice.queryId, 'not-a-live-session-token'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('unauthorized');
    }
  });

  it('answers 400 for an invoice id longer than any real one', async () => {
    const shopper = await signedInShopper(testApp.database.db);
    const response = await getReceipt('x'.repeat(65), shopper.token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
  });

  it('is documented in OpenAPI as a PDF download for bearer sessions', () => {
    const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> })
      .paths;
    const operation = paths['/api/v1/invoices/{invoiceId}/receipt']?.get as {
      security?: unknown;
      responses?: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation.responses?.['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(operation.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '404', '409']),
    );
  });
});
