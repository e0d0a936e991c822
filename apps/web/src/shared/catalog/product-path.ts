/** Where a product's details page is (SPEC §2). */
export function productPath(storeQueryId: string, productQueryId: string): string {
  return `/products/details/${encodeURIComponent(storeQueryId)}/${encodeURIComponent(productQueryId)}`;
}
