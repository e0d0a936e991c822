import { describe, expect, it } from 'vitest';
import { placedInvoice } from '../../../../shared/bill/testing/invoice-fixtures';
import { makeMerchantOrder } from '../testing/merchant-order-fixtures';
import { nextStep, storeCanCancel } from './order-step';
import { customerFirstName, customerName, itemsSummary, orderNumber } from './order-summary';
import { QUEUE_FILTERS, queueFilterFrom } from './queue-filters';

describe('queueFilterFrom', () => {
  it('reads each chip and falls back to New', () => {
    for (const filter of QUEUE_FILTERS) expect(queueFilterFrom(filter.status)).toBe(filter.status);
    expect(queueFilterFrom(null)).toBe('order_pending');
    expect(queueFilterFrom('everything')).toBe('order_pending');
  });
});

describe('the next step', () => {
  it('is Accept, then Mark dispatched, then Mark delivered, then nothing', () => {
    expect(nextStep('order_pending')).toBe('accept');
    expect(nextStep('order_confirmed')).toBe('dispatch');
    expect(nextStep('order_dispatched')).toBe('deliver');
    expect(nextStep('order_delivered')).toBeNull();
    expect(nextStep('cancelled')).toBeNull();
  });

  it('lets the store cancel while pending or accepted', () => {
    expect(storeCanCancel('order_pending')).toBe(true);
    expect(storeCanCancel('order_confirmed')).toBe(true);
    expect(storeCanCancel('order_dispatched')).toBe(false);
  });
});

describe('what a card says of an order', () => {
  const line = placedInvoice().invoice_items[0]!;

  it('names the first two lines and counts the rest', () => {
    const invoice = placedInvoice({
      invoice_items: [1, 2, 3, 4].map((id) => ({ ...line, id, product_name: `Dish ${id}` })),
    });
    const summary = itemsSummary(makeMerchantOrder({ invoice }));
    expect(summary.lines.map((item) => item.product_name)).toEqual(['Dish 1', 'Dish 2']);
    expect(summary.more).toBe(2);
    expect(itemsSummary(makeMerchantOrder()).more).toBe(0);
  });

  it("names the customer, else the receiver, and the ticket's first name", () => {
    const order = makeMerchantOrder();
    expect(customerName(order)).toBe('Ayesha Khan');
    expect(customerFirstName(order)).toBe('Ayesha');
    const guest = makeMerchantOrder({
      customer: { full_name: null, mobile_number: null },
      invoice: placedInvoice({ recipient_name: '  Bilal Ahmed ' }),
    });
    expect(customerName(guest)).toBe('Bilal Ahmed');
    const nobody = makeMerchantOrder({ customer: { full_name: ' ', mobile_number: null } });
    expect(customerName(nobody)).toBeNull();
    expect(customerFirstName(nobody)).toBeNull();
  });

  it('uses the order number, or the id before there is one', () => {
    expect(orderNumber(makeMerchantOrder())).toBe('SD-4F7K2Q');
    const unnumbered = makeMerchantOrder({ invoice: placedInvoice({ short_order_id: null }) });
    expect(orderNumber(unnumbered)).toBe('ord_1');
  });
});
