import { normalizePagePath } from '@sauda/domain/public-pages';

/** A store or product page of the web app (apps/web `shopper-routes.tsx`), by its ids. */
export type CatalogPagePath =
  | { kind: 'store'; storeQueryId: string }
  | { kind: 'product'; storeQueryId: string; productQueryId: string };

const STORE_PAGE = /^\/products\/store\/([^/]+)$/;
const PRODUCT_PAGE = /^\/products\/details\/([^/]+)\/([^/]+)$/;

/** A path segment as the router reads it; null when it is not valid percent-encoding. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The store or product page this address shows, or null for any other page. */
export function catalogPagePath(pathname: string): CatalogPagePath | null {
  const path = normalizePagePath(pathname);
  const store = STORE_PAGE.exec(path);
  if (store?.[1]) {
    const storeQueryId = decodeSegment(store[1]);
    return storeQueryId ? { kind: 'store', storeQueryId } : null;
  }
  const product = PRODUCT_PAGE.exec(path);
  if (product?.[1] && product[2]) {
    const storeQueryId = decodeSegment(product[1]);
    const productQueryId = decodeSegment(product[2]);
    return storeQueryId && productQueryId
      ? { kind: 'product', storeQueryId, productQueryId }
      : null;
  }
  return null;
}

/** The page's own address, as a canonical link names it. */
export function catalogPageAddress(page: CatalogPagePath): string {
  const store = encodeURIComponent(page.storeQueryId);
  return page.kind === 'store'
    ? `/products/store/${store}`
    : `/products/details/${store}/${encodeURIComponent(page.productQueryId)}`;
}
