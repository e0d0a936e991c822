/**
 * One place for the TanStack Query keys of the back office's stores. The list is the signed-in
 * user's own, so it is keyed by the user; a store's detail is the same for all its members.
 */
export const merchantStoreKeys = {
  all: ['merchant', 'stores'] as const,
  lists: ['merchant', 'stores', 'list'] as const,
  list: (userQueryId: string) => ['merchant', 'stores', 'list', userQueryId] as const,
  detail: (storeQueryId: string) => ['merchant', 'stores', 'detail', storeQueryId] as const,
};
