import {
  MERCHANT_ROLES,
  ORDER_STATUS_LABELS,
  formatMoney,
  toPaisa,
  type StoreActivityDetail,
  type StoreActivityEntry,
} from '@sauda/domain';
import type { TFunction } from 'i18next';
import { bidiIsolate } from './bidi-isolate';
import { actorLabel, readableSubject } from './person-label';

type Value = StoreActivityDetail['from'];
const S = 'merchantStaff.activity.sentences';

const rupees = (value: Value) => (typeof value === 'number' ? formatMoney(toPaisa(value)) : '');
const count = (value: Value) => (typeof value === 'number' ? String(value) : '');

function statusLabel(value: Value): string {
  return typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value)
    ? ORDER_STATUS_LABELS[value as keyof typeof ORDER_STATUS_LABELS]
    : String(value ?? '');
}

function roleLabel(t: TFunction, value: Value): string {
  return typeof value === 'string' && (MERCHANT_ROLES as readonly string[]).includes(value)
    ? t(`backOffice.roles.${value}`)
    : String(value ?? '');
}

type Isolate = (value: string) => string;

function priceSentence(t: TFunction, entry: StoreActivityEntry, actor: string, iso: Isolate) {
  const { field, from, to } = entry.detail;
  const values = {
    actor,
    product: iso(entry.subject),
    from: iso(rupees(from)),
    to: iso(rupees(to)),
  };
  if (field !== 'promotion_amount') return t(`${S}.priceChanged`, values);
  if (from === null || from === undefined) return t(`${S}.discountSet`, values);
  if (to === null || to === undefined) return t(`${S}.discountRemoved`, values);
  return t(`${S}.discountChanged`, values);
}

function stockSentence(t: TFunction, entry: StoreActivityEntry, actor: string, iso: Isolate) {
  const { field, from, to } = entry.detail;
  const values = { actor, product: iso(entry.subject), from: count(from), to: count(to) };
  if (field === 'unlimited') return t(to ? `${S}.stockUnlimited` : `${S}.stockCounted`, values);
  if (field === 'is_active') return t(to ? `${S}.madeAvailable` : `${S}.madeUnavailable`, values);
  return t(`${S}.stockChanged`, values);
}

/**
 * A log line as people say it: "Sana Iqbal accepted order SD-4F7K2Q", "… changed the price of
 * Chicken Biryani from Rs 450.00 to Rs 400.00". In a right-to-left language each name, number
 * and amount is isolated.
 */
export function activitySentence(t: TFunction, entry: StoreActivityEntry, rtl = false): string {
  const iso = bidiIsolate(rtl);
  const actor = iso(actorLabel(t, entry.actor));
  const { detail } = entry;
  const order = iso(entry.subject);
  const person = iso(readableSubject(entry.subject));
  switch (entry.action) {
    case 'order_accepted':
      return detail.prep_minutes === undefined
        ? t(`${S}.orderAccepted`, { actor, order })
        : t(`${S}.orderAcceptedFor`, { actor, order, count: detail.prep_minutes });
    case 'order_cancelled':
      return detail.reason
        ? t(`${S}.orderCancelledWhy`, { actor, order, reason: iso(detail.reason) })
        : t(`${S}.orderCancelled`, { actor, order });
    case 'order_status_changed':
      return t(`${S}.orderMoved`, {
        actor,
        order,
        from: statusLabel(detail.from),
        to: statusLabel(detail.to),
      });
    case 'price_changed':
      return priceSentence(t, entry, actor, iso);
    case 'stock_changed':
      return stockSentence(t, entry, actor, iso);
    case 'products_imported':
      return t(`${S}.productsImported`, {
        actor,
        created: detail.created ?? 0,
        updated: detail.updated ?? 0,
      });
    case 'staff_invited':
      return t(`${S}.staffInvited`, { actor, person, role: roleLabel(t, detail.role) });
    case 'staff_joined':
      return t(`${S}.staffJoined`, {
        person: entry.actor === null ? person : actor,
        role: roleLabel(t, detail.role),
      });
    case 'staff_role_changed':
      return t(`${S}.staffRoleChanged`, {
        actor,
        person,
        from: roleLabel(t, detail.from),
        to: roleLabel(t, detail.to),
      });
    case 'staff_removed':
      return t(`${S}.staffRemoved`, { actor, person });
  }
}
