/** Ids are bigserial values kept within JavaScript's safe integers. */
const EVENT_ID = /^\d{1,15}$/;

/**
 * The Last-Event-ID header as an order_status_events id, or null when absent or not one of
 * ours: such a header is ignored (no replay), not refused.
 */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  const trimmed = value?.trim() ?? '';
  return EVENT_ID.test(trimmed) ? Number(trimmed) : null;
}
