import type { Paisa } from '@sauda/domain';

/** The payment method of every order today (SPEC §9: cash only). */
export const CASH_ON_DELIVERY = 'Cash on delivery';

/** What the receipt says about one line, as it was when the order was placed. */
export interface ReceiptItem {
  name: string;
  /** Size, colour, the shopper's description and instruction, as chosen. */
  options: string[];
  quantity: number;
  /** What one unit cost the shopper. */
  unitPaisa: Paisa;
  /** The regular unit price, struck through, when a promotion lowered it; else null. */
  regularUnitPaisa: Paisa | null;
  linePaisa: Paisa;
}

export interface ReceiptTotals {
  /** The lines at regular prices. */
  subTotalPaisa: Paisa;
  /** What promotions took off the lines. */
  itemsDiscountPaisa: Paisa;
  voucher: { code: string; discountPaisa: Paisa } | null;
  /** 0 reads "Free Delivery" (SPEC §9). */
  deliveryFeePaisa: Paisa;
  serviceFeePaisa: Paisa;
  riderTipPaisa: Paisa;
  /** Payable + tip − voucher discount (SPEC §9). */
  totalPaisa: Paisa;
}

/** Everything a receipt shows: the document is drawn from this alone. */
export interface ReceiptData {
  /** The placed invoice's short order id, e.g. "SD-4F7K2Q". */
  orderNumber: string;
  placedAt: Date;
  store: { name: string; addressLine: string | null };
  customer: { name: string | null; phone: string | null };
  /** The delivery address snapshot, one line per part; empty when unknown. */
  deliveryAddress: string[];
  items: ReceiptItem[];
  totals: ReceiptTotals;
  paymentMethod: string;
  riderNote: string | null;
}
