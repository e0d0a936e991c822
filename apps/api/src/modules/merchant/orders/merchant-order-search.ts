import { escapeLikePattern } from '../../search/search-text.js';
import { SHORT_ORDER_ID_PREFIX } from '../../invoices/short-order-id.js';

/**
 * What the queue's search box looks for. An order number typed in full with its SD- (as the
 * shopper reads it out) is looked up alone; any other text is looked for in order numbers,
 * names and phones at once, each part null when the text cannot be one.
 */
export type OrderSearch =
  | { kind: 'orderNumber'; shortOrderId: string }
  | {
      kind: 'text';
      /** LIKE pattern of the order number, upper case: "4f7k" finds SD-4F7K2Q. */
      orderNumber: string | null;
      /** ILIKE pattern of a part of the customer's or the recipient's name. */
      name: string;
      /** LIKE pattern of the phone's digits, when the text is a phone number (or part of one). */
      phoneDigits: string | null;
    };

const FULL_ORDER_NUMBER = /^SD-?([A-Z0-9]{6})$/i;
const ORDER_NUMBER = /^(SD-?)?([A-Z0-9]{1,6})$/i;
const PHONE_TEXT = /^\+?[\d\s()-]+$/;
const MIN_PHONE_DIGITS = 4;

function orderNumberPattern(text: string): string | null {
  const code = ORDER_NUMBER.exec(text)?.[2];
  return code ? `${SHORT_ORDER_ID_PREFIX}${code.toUpperCase()}%` : null;
}

/**
 * Phones are stored +923001234567 (the account's and a recipient's alike), so the digits typed
 * are looked for inside them. Leading zeros go: 0300 1234567 (dialled at home) and
 * 0092 300 1234567 find +923001234567 too.
 */
function phoneDigitsPattern(text: string): string | null {
  if (!PHONE_TEXT.test(text)) return null;
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= MIN_PHONE_DIGITS ? `%${digits}%` : null;
}

/** The queue's `query`, or null when there is nothing to look for. */
export function parseOrderSearch(query: string | undefined): OrderSearch | null {
  const text = query?.trim() ?? '';
  if (!text) return null;
  const compact = text.replace(/\s+/g, '');
  const fullNumber = FULL_ORDER_NUMBER.exec(compact)?.[1];
  if (fullNumber) {
    return {
      kind: 'orderNumber',
      shortOrderId: `${SHORT_ORDER_ID_PREFIX}${fullNumber.toUpperCase()}`,
    };
  }
  return {
    kind: 'text',
    orderNumber: orderNumberPattern(compact),
    name: `%${escapeLikePattern(text)}%`,
    phoneDigits: phoneDigitsPattern(text),
  };
}
