/** Where one store's products live on the API, each part escaped. */
export function productsPath(storeId: string): string {
  return `merchant/stores/${encodeURIComponent(storeId)}/products`;
}

export function productPath(storeId: string, productId: string): string {
  return `${productsPath(storeId)}/${encodeURIComponent(productId)}`;
}
