/**
 * Every domain message catalog under the name its keys start with (`checkout.outOfStock`).
 * A client translates a message by that key: the web holds the Urdu under
 * `domainMessages.<catalog>.<name>`.
 */
import { ADDRESS_MESSAGES } from './address.messages.js';
import { KEYED_AUTH_MESSAGES, AUTH_MESSAGES } from './auth.messages.js';
import { MAX_TIP_RUPEES } from './checkout-options.js';
import { CHECKOUT_MESSAGES, KEYED_CHECKOUT_MESSAGES } from './checkout.messages.js';
import { domainMessage, type DomainMessage } from './domain-message.js';
import { FORM_MESSAGES } from './forms.messages.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { MERCHANT_VOUCHER_MESSAGES } from './merchant-vouchers.messages.js';
import { MESSAGES } from './messages.js';
import { ORDER_MESSAGES } from './order-status.js';
import { SERVER_MESSAGES } from './server.messages.js';
import { OPERATOR_MESSAGES } from './operator.messages.js';
import { STORE_MONEY_MESSAGES } from './store-money.messages.js';
import { STORE_STAFF_MESSAGES } from './store-staff.messages.js';
import { VOUCHER_MESSAGES } from './voucher-rules.js';

export const MESSAGE_CATALOGS = Object.freeze({
  messages: MESSAGES,
  auth: AUTH_MESSAGES,
  forms: FORM_MESSAGES,
  orders: ORDER_MESSAGES,
  vouchers: VOUCHER_MESSAGES,
  addresses: ADDRESS_MESSAGES,
  server: SERVER_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  merchant: MERCHANT_MESSAGES,
  promotions: MERCHANT_VOUCHER_MESSAGES,
  money: STORE_MONEY_MESSAGES,
  staff: STORE_STAFF_MESSAGES,
  operator: OPERATOR_MESSAGES,
});

/**
 * The messages whose words never change: every fixed text of the catalogs, and the texts with
 * a value that the schemas state with one value only (the largest tip) or that read without
 * one (no tries left). A text under two keys keeps the first.
 */
export function fixedDomainMessages(): DomainMessage[] {
  const messages: DomainMessage[] = [];
  for (const [catalog, entries] of Object.entries(MESSAGE_CATALOGS)) {
    for (const [name, value] of Object.entries(entries)) {
      if (typeof value === 'string') messages.push(domainMessage(`${catalog}.${name}`, value));
    }
  }
  messages.push(KEYED_AUTH_MESSAGES.otpInvalid(0));
  messages.push(KEYED_CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES));
  return messages;
}

let byText: ReadonlyMap<string, DomainMessage> | undefined;

/**
 * The catalog message with exactly these words, for texts that arrive without their key
 * (a schema's message, a fixed refusal). Undefined for words no catalog holds.
 */
export function findDomainMessage(text: string): DomainMessage | undefined {
  if (!byText) {
    const entries = new Map<string, DomainMessage>();
    for (const message of fixedDomainMessages()) {
      if (!entries.has(message.text)) entries.set(message.text, message);
    }
    byText = entries;
  }
  return byText.get(text.trim());
}
