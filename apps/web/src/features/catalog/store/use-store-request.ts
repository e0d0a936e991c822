import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { parsePage, parsePositiveInt } from '../listing/listing-params';
import { searchQueryFrom } from '../search/search-text';
import { storeHref, type StoreRequest, type StoreRoute } from './store-selection';

export interface StoreRequestState {
  route: StoreRoute;
  request: StoreRequest;
  /** Shows another selection, page or search; stays in place in the history. */
  change: (next: Partial<StoreRequest>, options?: { scroll?: boolean }) => void;
}

/**
 * The store page's address: /products/store/{storeQueryId}?categoryId&subCategoryId&page&name,
 * or /products/product-list/{storeQueryId}/{categoryId}/{subCategoryId}/{industryId}?page&name.
 */
export function useStoreRequest(): StoreRequestState {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const storeQueryId = params.storeQueryId ?? '';
  const industryId = parsePositiveInt(params.industryId);
  const onProductList = pathname.startsWith('/products/product-list/') && industryId !== null;
  const route: StoreRoute = onProductList
    ? { kind: 'productList', storeQueryId, industryId }
    : { kind: 'store', storeQueryId };
  const request: StoreRequest = {
    categoryId: parsePositiveInt(onProductList ? params.categoryId : search.get('categoryId')),
    subCategoryId: parsePositiveInt(
      onProductList ? params.subCategoryId : search.get('subCategoryId'),
    ),
    page: parsePage(search.get('page')),
    name: searchQueryFrom(search.get('name')) ?? '',
  };
  const change: StoreRequestState['change'] = (next, options = {}) => {
    void navigate(storeHref(route, { ...request, ...next }), {
      replace: true,
      preventScrollReset: !options.scroll,
    });
  };
  return { route, request, change };
}
