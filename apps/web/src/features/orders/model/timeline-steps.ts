import {
  ORDER_PROGRESS,
  ORDER_STATUS_LABELS,
  karachiTime,
  type Order,
  type OrderStatus,
} from '@sauda/domain';

export type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** Karachi wall clock, "18:05"; null while the step is not reached. */
  time: string | null;
  state: TimelineState;
}

/** "18:05" in Karachi for an ISO instant; null for none (or one that does not parse). */
export function karachiTimeOf(iso: string | null): string | null {
  if (!iso) return null;
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : karachiTime(at);
}

/**
 * The steps of ORDER_PROGRESS with the time each was reached; the order's own status is the
 * current one. A cancelled order keeps the steps it reached and ends in Cancelled: the steps
 * it never reached will not come.
 */
export function timelineSteps(order: Pick<Order, 'status' | 'statuses'>): TimelineStep[] {
  const steps = ORDER_PROGRESS.map((status): TimelineStep => {
    const time = karachiTimeOf(order.statuses[status]);
    const state: TimelineState =
      status === order.status ? 'current' : time !== null ? 'done' : 'upcoming';
    return { status, label: ORDER_STATUS_LABELS[status], time, state };
  });
  if (order.status !== 'cancelled') return steps;
  return [
    ...steps.filter((step) => step.state === 'done'),
    {
      status: 'cancelled',
      label: ORDER_STATUS_LABELS.cancelled,
      time: karachiTimeOf(order.statuses.cancelled),
      state: 'current',
    },
  ];
}
