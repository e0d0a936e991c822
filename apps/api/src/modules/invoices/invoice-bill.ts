import {
  fromPaisa,
  invoiceTotals,
  type GlobalFeeSettings,
  type InvoiceTotals,
  type PricedLine,
  type StoreFeeSettings,
} from '@sauda/domain';
import type { CompanyRow } from '../catalog/companies.repository.js';
import type { InvoiceItemRow } from './invoices.repository.js';

/** How an invoice line says a promotion lowered it. */
export const PROMOTION_DISCOUNT_TYPE = 'promotion';

/** The prices a line keeps from the moment it was invoiced. */
export type LinePriceSnapshot = Pick<
  InvoiceItemRow,
  'unitCostPaisa' | 'unitCostAfterDiscountPaisa' | 'quantity'
> & { discountType?: string | null };

/** An invoice line in the cart's terms (cart-lines.ts), so both sides price it one way. */
export function toPricedLine(line: LinePriceSnapshot): PricedLine {
  const promoted = line.discountType === PROMOTION_DISCOUNT_TYPE;
  const savingPaisa = line.unitCostPaisa - line.unitCostAfterDiscountPaisa;
  return {
    cost: fromPaisa(line.unitCostPaisa),
    cost_after_discount: fromPaisa(line.unitCostAfterDiscountPaisa),
    promotion: promoted ? { promotion_amount: fromPaisa(savingPaisa) } : null,
    quantity: line.quantity,
  };
}

export function storeFeeSettings(store: CompanyRow): StoreFeeSettings {
  return {
    overrideDeliveryFee: store.overrideDeliveryFee,
    deliveryFeePaisa: store.deliveryFeePaisa,
  };
}

export interface BillInput {
  lines: readonly LinePriceSnapshot[];
  store: CompanyRow;
  settings: GlobalFeeSettings;
  tipPaisa?: number;
  voucherDiscountPaisa?: number;
}

/** Every amount of an invoice, from its lines and the fees that apply now. */
export function billOf(input: BillInput): InvoiceTotals {
  return invoiceTotals({
    lines: input.lines.map(toPricedLine),
    store: storeFeeSettings(input.store),
    global: input.settings,
    tipPaisa: input.tipPaisa ?? 0,
    voucherDiscountPaisa: input.voucherDiscountPaisa ?? 0,
  });
}

/** The amount columns of the invoices table. */
export function totalsColumns(totals: InvoiceTotals) {
  return {
    subTotalPaisa: totals.subTotalPaisa,
    amountWithoutDiscountPaisa: totals.amountWithoutDiscountPaisa,
    itemsDiscountPaisa: totals.itemsDiscountPaisa,
    voucherDiscountPaisa: totals.voucherDiscountPaisa,
    deliveryFeePaisa: totals.deliveryFeePaisa,
    serviceFeePaisa: totals.serviceFeePaisa,
    driverTipPaisa: totals.driverTipPaisa,
    payablePaisa: totals.payablePaisa,
  };
}
