import {
  CURRENCY,
  PAYMENT_METHOD,
  WEEK_DAYS,
  addressSchema,
  formatClock,
  fromPaisa,
  isTakingOrdersAt,
  karachiDate,
  karachiTime,
  orderTotalPaisa,
  type Address,
  type DeliverySlot,
  type Invoice,
  type InvoiceItem,
} from '@sauda/domain';
import type { CompanyRow, WorkingHoursRow } from '../catalog/companies.repository.js';
import { toDuration } from '../catalog/company-json.js';
import type { VoucherRow } from '../vouchers/vouchers.repository.js';
import type { InvoiceItemRow, InvoiceRow } from './invoices.repository.js';
import type { OrderRow } from './order-placement.repository.js';

/** Everything an invoice's JSON shows. */
export interface InvoiceView {
  invoice: InvoiceRow;
  items: readonly InvoiceItemRow[];
  store: CompanyRow;
  hours: readonly WorkingHoursRow[];
  /** Karachi dates the store is closed all day; none when the caller did not load them. */
  holidays?: readonly string[];
  voucher: VoucherRow | null;
  order: OrderRow | null;
  freeDeliveryThresholdPaisa: number;
  deliverySlots: DeliverySlot[];
  now: Date;
}

export function toInvoiceItemJson(item: InvoiceItemRow): InvoiceItem {
  return {
    id: item.id,
    product_query_id: item.productQueryId,
    product_name: item.productName,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
    item_description: item.itemDescription,
    instruction: item.instruction,
    amount: fromPaisa(item.amountPaisa),
    payble_amount: fromPaisa(item.payablePaisa),
    currency: CURRENCY,
    discount: item.discountType ? { type: item.discountType } : null,
  };
}

function weekDayName(dayOfWeek: number): Invoice['merchant']['working_days'][number] {
  const name = WEEK_DAYS[dayOfWeek];
  if (!name) throw new Error(`day_of_week out of range: ${dayOfWeek}`);
  return name;
}

function toMerchantJson({
  store,
  hours,
  holidays = [],
  now,
}: Pick<InvoiceView, 'store' | 'hours' | 'holidays' | 'now'>): Invoice['merchant'] {
  const availability = { slots: hours, holidays, pausedUntil: store.pausedUntil };
  return {
    name: store.name,
    query_id: store.queryId,
    address: { lat: store.lat, long: store.long, line: store.addressLine },
    service_area_radius: store.serviceAreaRadiusKm,
    delivery_time: toDuration(store.deliveryMinutes),
    is_open: store.isActive && isTakingOrdersAt(availability, now),
    working_days: hours.map((slot) => weekDayName(slot.dayOfWeek)),
    time_slots: hours.map((slot) => ({
      start_time: formatClock(slot.startTime),
      end_time: formatClock(slot.endTime),
    })),
    minimum_order: fromPaisa(store.minimumOrderPaisa),
  };
}

/** The snapshot kept at placing time; anything unreadable shows as no address. */
function deliveryAddressOf(snapshot: unknown): Address | null {
  const parsed = addressSchema.safeParse(snapshot);
  return parsed.success ? parsed.data : null;
}

function voucherOf(invoice: InvoiceRow, voucher: VoucherRow | null): Invoice['voucher'] {
  if (!voucher || invoice.voucherId !== voucher.id) return null;
  return {
    id: voucher.id,
    code: voucher.code,
    name: voucher.name,
    discount_amount: fromPaisa(invoice.voucherDiscountPaisa),
  };
}

function orderOf(order: OrderRow | null): Invoice['order'] {
  if (!order) return null;
  return {
    query_id: order.queryId,
    status: order.status,
    placed_at: order.orderPendingAt.toISOString(),
  };
}

/** SPEC §3 "Invoice (checkout)": money in rupees, times in Asia/Karachi. */
export function toInvoiceJson(view: InvoiceView): Invoice {
  const { invoice } = view;
  return {
    query_id: invoice.queryId,
    status: invoice.status,
    checkout_type: invoice.checkoutType === 'delivery' ? 'delivery' : null,
    short_order_id: invoice.shortOrderId,
    created_date: karachiDate(invoice.createdAt),
    created_time: karachiTime(invoice.createdAt),
    currency: invoice.currency,
    sub_total_amount: fromPaisa(invoice.subTotalPaisa),
    amount_without_discount: fromPaisa(invoice.amountWithoutDiscountPaisa),
    items_discount: fromPaisa(invoice.itemsDiscountPaisa),
    voucher_discount: fromPaisa(invoice.voucherDiscountPaisa),
    delivery_fee: fromPaisa(invoice.deliveryFeePaisa),
    service_fee: fromPaisa(invoice.serviceFeePaisa),
    driver_tip: fromPaisa(invoice.driverTipPaisa),
    payble_amount: fromPaisa(invoice.payablePaisa),
    total_amount: fromPaisa(
      orderTotalPaisa(invoice.payablePaisa, invoice.driverTipPaisa, invoice.voucherDiscountPaisa),
    ),
    free_delivery_threshold: fromPaisa(view.freeDeliveryThresholdPaisa),
    recipient_name: invoice.recipientName,
    recipient_phone_number: invoice.recipientPhoneNumber,
    invoice_note: invoice.invoiceNote,
    delivery_address: deliveryAddressOf(invoice.deliveryAddress),
    delivery_time: invoice.deliveryTime,
    payment_method: PAYMENT_METHOD,
    merchant: toMerchantJson(view),
    invoice_items: view.items.map(toInvoiceItemJson),
    voucher: voucherOf(invoice, view.voucher),
    delivery_slots: view.deliverySlots,
    order: orderOf(view.order),
  };
}
