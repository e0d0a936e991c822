/** Where a store's page is (SPEC §2). */
export function storePath(storeQueryId: string): string {
  return `/products/store/${encodeURIComponent(storeQueryId)}`;
}
