import type { SearchSuggestion } from '@sauda/domain';
import { productPath } from '../../../shared/catalog/product-path';
import { storePath } from '../../../shared/catalog/store-path';

/** A store suggestion opens the store; a product suggestion opens its details. */
export function suggestionPath(suggestion: SearchSuggestion): string {
  return suggestion.kind === 'store'
    ? storePath(suggestion.query_id)
    : productPath(suggestion.store_query_id, suggestion.query_id);
}
