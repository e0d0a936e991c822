import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { companyCategoriesQueryOptions } from '../api/get-company-categories';
import { SkeletonGrid } from '../components/card-grid';
import { EmptyState } from '../../../ui/empty-state';
import { StoresSoonIllustration } from '../components/stores-soon-illustration';
import { ProductCardSkeleton } from '../components/product-card-skeleton';
import { CategoryNav } from './category-nav';
import { CategoryNavSkeleton } from './category-nav-skeleton';
import { StoreProducts } from './store-products';
import { StoreSearchField } from './store-search-field';
import { resolveStoreSelection, storeHref, storeProductsQuery } from './store-selection';
import type { StoreRequestState } from './use-store-request';

interface StoreCatalogProps extends StoreRequestState {
  storeName: string;
}

/** The store's categories, in-store search and the products of the selection (SPEC §4). */
export function StoreCatalog({ route, request, change, storeName }: StoreCatalogProps) {
  const { t } = useTranslation();
  const categories = useQuery(companyCategoriesQueryOptions(route.storeQueryId));

  if (categories.isError) {
    return (
      <ErrorPanel
        message={t('catalog.store.categoriesError')}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (!categories.data) {
    return (
      <>
        <CategoryNavSkeleton />
        <SkeletonGrid kind="products" count={10} skeleton={<ProductCardSkeleton />} />
      </>
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState
        illustration={<StoresSoonIllustration />}
        title={t('catalog.store.noCategories')}
      />
    );
  }

  const selection = resolveStoreSelection(categories.data, request);
  const searching = request.name !== '';
  const title = searching
    ? t('catalog.store.searchHeading', { name: request.name })
    : (selection.subCategory?.name ?? selection.category?.name ?? '');
  const shown = {
    ...request,
    categoryId: selection.category?.id ?? null,
    subCategoryId: selection.subCategory?.id ?? null,
  };

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row-reverse' },
          alignItems: { md: 'flex-start' },
          gap: { xs: 1.5, md: 3 },
        }}
      >
        <StoreSearchField
          storeName={storeName}
          value={request.name}
          onSearch={(name) => change({ name, page: 1 })}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CategoryNav
            categories={categories.data}
            selection={selection}
            searching={searching}
            onCategory={(categoryId) =>
              change({ categoryId, subCategoryId: null, page: 1, name: '' })
            }
            onSubCategory={(categoryId, subCategoryId) =>
              change({ categoryId, subCategoryId, page: 1, name: '' })
            }
          />
        </Box>
      </Box>
      <StoreProducts
        query={storeProductsQuery(route.storeQueryId, selection, request)}
        title={title}
        hrefFor={(page) => storeHref(route, { ...shown, page })}
        emptyText={
          searching
            ? t('catalog.store.searchEmpty', { name: request.name })
            : t('catalog.store.noProducts')
        }
        emptyAction={
          searching
            ? {
                label: t('catalog.store.searchClear'),
                onClick: () => change({ name: '', page: 1 }),
              }
            : undefined
        }
      />
    </>
  );
}
