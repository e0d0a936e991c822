import { DEFAULT_PAGE } from '@sauda/domain';
import { productPath } from '../../../shared/catalog/product-path';
import type { CartLine } from '../cart-line';

/** The industry the cart's View Details link names, as SPEC §2 fixes it. */
const VIEW_DETAILS_INDUSTRY_ID = 1;

type DetailsTarget = Pick<CartLine, 'merchant_query_id' | 'query_id'> & {
  category_id?: number | null;
  sub_category_id?: number | null;
};

/**
 * SPEC §2: /products/details/{merchantQueryId}/{queryId} with categoryId and subCategoryId
 * when present, plus industryId=1 and page=1.
 */
export function viewDetailsPath(line: DetailsTarget): string {
  const params = new URLSearchParams();
  if (line.category_id != null) params.set('categoryId', String(line.category_id));
  if (line.sub_category_id != null) params.set('subCategoryId', String(line.sub_category_id));
  params.set('industryId', String(VIEW_DETAILS_INDUSTRY_ID));
  params.set('page', String(DEFAULT_PAGE));
  return `${productPath(line.merchant_query_id, line.query_id)}?${params.toString()}`;
}
