import type { StoreActivityAction } from '@sauda/domain';

/**
 * The staff page's query keys. The activity log sits under the store's staff, so every change
 * to the people (which the log records) refreshes it too.
 */
export const staffKeys = {
  all: (storeId: string) => ['merchant', storeId, 'staff'] as const,
  people: (storeId: string) => [...staffKeys.all(storeId), 'people'] as const,
  activity: (storeId: string) => [...staffKeys.all(storeId), 'activity'] as const,
  activityOf: (storeId: string, action: StoreActivityAction | null) =>
    [...staffKeys.activity(storeId), action ?? 'all'] as const,
};

export const staffPath = (storeId: string) =>
  `merchant/stores/${encodeURIComponent(storeId)}/staff`;

export const staffMemberPath = (storeId: string, memberId: string) =>
  `${staffPath(storeId)}/${encodeURIComponent(memberId)}`;
