import { ORDER_TYPES, type OrderType } from '@sauda/domain';

export const TAB_PARAM = 'tab';
export const ORDER_PARAM = 'order';

/** The tab in ?tab=; Active when it is missing or unknown. */
export function tabFrom(value: string | null): OrderType {
  return ORDER_TYPES.find((type) => type === value) ?? 'active';
}

/** The search string with `key` set to `value`, or removed for null; other parameters kept. */
export function withParam(params: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
