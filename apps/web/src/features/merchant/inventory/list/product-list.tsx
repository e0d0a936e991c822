import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../ui/error-panel';
import { ListPagination } from '../../../../ui/list-pagination';
import { useMerchantProducts } from '../api/get-merchant-products';
import { isNarrowed, type InventoryFilters } from '../model/inventory-filters';
import { NoProductMatches, NoProductsYet } from './inventory-empty-state';
import { ProductCards } from './product-cards';
import type { ProductEditing } from './product-editing';
import { ProductListSkeleton } from './product-list-skeleton';
import { ProductTable } from './product-table';

interface ProductListProps extends ProductEditing {
  storeId: string;
  filters: InventoryFilters;
  /** Owners and managers may add products: the empty store offers it. */
  canAdd: boolean;
  onClearFilters: () => void;
  pageHref: (page: number) => string;
}

/**
 * One page of the store's products under the filters: a table on wide screens, stacked cards
 * on phones, 25 at a time with page links and the total.
 */
export function ProductList({
  storeId,
  filters,
  canAdd,
  onClearFilters,
  pageHref,
  ...editing
}: ProductListProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const list = useMerchantProducts(storeId, filters);

  if (list.isPending) return <ProductListSkeleton wide={wide} />;
  // A failed refetch keeps the rows on screen; only a page that never came is a panel.
  if (!list.data) {
    return <ErrorPanel message={t('inventory.list.error')} onRetry={() => void list.refetch()} />;
  }

  const { products, pagination } = list.data;
  if (products.length === 0) {
    return isNarrowed(filters) || filters.page > 1 ? (
      <NoProductMatches onClear={onClearFilters} />
    ) : (
      <NoProductsYet canAdd={canAdd} />
    );
  }

  const first = (pagination.page - 1) * pagination.per_page + 1;
  const busy = list.isPlaceholderData;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('inventory.list.showing', {
          from: first,
          to: first + products.length - 1,
          count: pagination.total_items,
        })}
      </Typography>
      {wide ? (
        <ProductTable products={products} busy={busy} {...editing} />
      ) : (
        <ProductCards products={products} busy={busy} {...editing} />
      )}
      <ListPagination
        page={pagination.page}
        count={pagination.total_pages}
        hrefFor={pageHref}
        label={t('inventory.list.pages')}
      />
    </Stack>
  );
}
