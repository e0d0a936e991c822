/**
 * Vouchers (DESIGN §4): what one takes off a sub total, and whether a shopper may use it now,
 * with the reason and a sentence to show when not. Platform vouchers work in every store;
 * store vouchers only in their own. Money in integer paisa.
 */
import { domainMessage, type DomainMessage } from './domain-message.js';
import { formatMoney, multiplyPaisa, type Paisa } from './money.js';

export type VoucherDiscountType = 'percent' | 'amount';

/** Basis points in one whole (10000 = 100 %). */
const BASIS_POINTS = 10_000;

export interface VoucherDiscountTerms {
  discountType: VoucherDiscountType;
  /** Basis points for percent (1500 = 15 %), paisa for amount. */
  discountValue: number;
  /** The most a percent voucher takes off; null when uncapped. */
  maxDiscountPaisa: Paisa | null;
}

export interface VoucherTerms extends VoucherDiscountTerms {
  minOrderPaisa: Paisa;
  startsAt: Date | null;
  expiresAt: Date | null;
  perUserLimit: number;
  /** Uses across all shoppers; null when unlimited. */
  totalLimit: number | null;
  firstOrderOnly: boolean;
  isActive: boolean;
  /** The store it belongs to; null for a platform voucher. */
  storeId: number | null;
  /** That store's name, for the message when it is used elsewhere. */
  storeName?: string | null;
}

/** How often the voucher was used, and whether the shopper has ordered before. */
export interface VoucherUsage {
  usesByUser: number;
  usesByAll: number;
  /** Any placed order that was not cancelled. */
  hasPlacedOrder: boolean;
}

export interface VoucherSituation {
  now: Date;
  /** The store of the invoice. */
  storeId: number;
  usage: VoucherUsage;
}

export const VOUCHER_REFUSALS = Object.freeze([
  'unknown_code',
  'inactive',
  'not_yet_valid',
  'expired',
  'other_store',
  'first_order_only',
  'per_user_limit',
  'total_limit',
  'below_minimum_order',
] as const);
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

export interface VoucherRefused {
  ok: false;
  reason: VoucherRefusal;
  /** What to tell the shopper, keyed for translation. */
  message: DomainMessage;
}
export type VoucherCheck = { ok: true; discountPaisa: Paisa } | VoucherRefused;

export const VOUCHER_MESSAGES = Object.freeze({
  unknownCode: 'This voucher code is not valid',
  inactive: 'This voucher is no longer available',
  notYetValid: 'This voucher cannot be used yet',
  expired: 'This voucher has expired',
  otherStore: 'This voucher cannot be used at this store',
  firstOrderOnly: 'This voucher is only for your first order',
  usedOnce: 'You have already used this voucher',
  totalLimit: 'This voucher has been fully redeemed',
} as const);

/** "Rs 1,000" for whole rupees, "Rs 99.50" otherwise: how a voucher's terms read. */
export function formatVoucherAmount(paisa: Paisa): string {
  return formatMoney(paisa).replace(/\.00$/, '');
}

type FixedVoucherMessage = keyof typeof VOUCHER_MESSAGES;

const fixed = (name: FixedVoucherMessage) =>
  domainMessage(`vouchers.${name}`, VOUCHER_MESSAGES[name]);

/** The refusals with a value in them, keyed (`vouchers.<name>`). */
export const KEYED_VOUCHER_MESSAGES = Object.freeze({
  usedTimes: (limit: number) =>
    limit <= 1
      ? fixed('usedOnce')
      : domainMessage(
          'vouchers.usedTimes',
          `You have already used this voucher ${limit} times, the most allowed`,
          { count: limit },
        ),
  onlyAtStore: (storeName: string | null | undefined) =>
    storeName
      ? domainMessage('vouchers.onlyAtStore', `This voucher can only be used at ${storeName}`, {
          store: storeName,
        })
      : fixed('otherStore'),
  minimumOrder: (minOrderPaisa: Paisa) => {
    const amount = formatVoucherAmount(minOrderPaisa);
    return domainMessage(
      'vouchers.minimumOrder',
      `This voucher needs an order of at least ${amount}`,
      { amount },
    );
  },
});

export function minimumOrderMessage(minOrderPaisa: Paisa): string {
  return KEYED_VOUCHER_MESSAGES.minimumOrder(minOrderPaisa).text;
}

function refused(reason: VoucherRefusal, message: DomainMessage): VoucherRefused {
  return { ok: false, reason, message };
}

/**
 * What the voucher takes off a sub total: a percentage rounded half up to whole paisa and
 * capped by its maximum, or a fixed amount; never more than the sub total.
 */
export function voucherDiscountPaisa(terms: VoucherDiscountTerms, subTotalPaisa: Paisa): Paisa {
  if (subTotalPaisa <= 0) return 0;
  let discount: Paisa;
  if (terms.discountType === 'percent') {
    const scaled = multiplyPaisa(subTotalPaisa, terms.discountValue);
    const whole = Math.floor(scaled / BASIS_POINTS);
    discount = scaled - whole * BASIS_POINTS >= BASIS_POINTS / 2 ? whole + 1 : whole;
    if (terms.maxDiscountPaisa !== null) discount = Math.min(discount, terms.maxDiscountPaisa);
  } else {
    discount = terms.discountValue;
  }
  return Math.max(0, Math.min(discount, subTotalPaisa));
}

/**
 * Whether the shopper may use the voucher now at this store, whatever the order's size: the
 * vouchers list shows exactly these. Null when nothing stands in the way.
 */
export function voucherAvailability(
  terms: VoucherTerms | null | undefined,
  situation: VoucherSituation,
): VoucherRefused | null {
  if (!terms) return refused('unknown_code', fixed('unknownCode'));
  const { now, usage } = situation;
  if (!terms.isActive) return refused('inactive', fixed('inactive'));
  if (terms.startsAt && now < terms.startsAt) {
    return refused('not_yet_valid', fixed('notYetValid'));
  }
  if (terms.expiresAt && now >= terms.expiresAt) {
    return refused('expired', fixed('expired'));
  }
  if (terms.storeId !== null && terms.storeId !== situation.storeId) {
    return refused('other_store', KEYED_VOUCHER_MESSAGES.onlyAtStore(terms.storeName));
  }
  if (terms.firstOrderOnly && usage.hasPlacedOrder) {
    return refused('first_order_only', fixed('firstOrderOnly'));
  }
  if (usage.usesByUser >= terms.perUserLimit) {
    return refused('per_user_limit', KEYED_VOUCHER_MESSAGES.usedTimes(terms.perUserLimit));
  }
  if (terms.totalLimit !== null && usage.usesByAll >= terms.totalLimit) {
    return refused('total_limit', fixed('totalLimit'));
  }
  return null;
}

/** Whether the voucher applies to this order, and what it takes off when it does. */
export function checkVoucher(
  terms: VoucherTerms | null | undefined,
  situation: VoucherSituation & { subTotalPaisa: Paisa },
): VoucherCheck {
  if (!terms) return refused('unknown_code', fixed('unknownCode'));
  const refusal = voucherAvailability(terms, situation);
  if (refusal) return refusal;
  if (situation.subTotalPaisa < terms.minOrderPaisa) {
    return refused('below_minimum_order', KEYED_VOUCHER_MESSAGES.minimumOrder(terms.minOrderPaisa));
  }
  return { ok: true, discountPaisa: voucherDiscountPaisa(terms, situation.subTotalPaisa) };
}

function percentText(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/** One line for the vouchers list, e.g. "15% off, up to Rs 300 (first order only)". */
export function voucherSummary(
  terms: VoucherDiscountTerms & Pick<VoucherTerms, 'minOrderPaisa' | 'firstOrderOnly'>,
): string {
  let text =
    terms.discountType === 'percent'
      ? `${percentText(terms.discountValue)} off`
      : `${formatVoucherAmount(terms.discountValue)} off`;
  if (terms.discountType === 'percent' && terms.maxDiscountPaisa !== null) {
    text += `, up to ${formatVoucherAmount(terms.maxDiscountPaisa)}`;
  }
  if (terms.minOrderPaisa > 0) {
    text += ` on orders of ${formatVoucherAmount(terms.minOrderPaisa)} or more`;
  }
  if (terms.firstOrderOnly) text += ' (first order only)';
  return text;
}
