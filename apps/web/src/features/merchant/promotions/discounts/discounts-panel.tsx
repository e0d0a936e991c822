import AddIcon from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../ui/error-panel';
import { ListPagination } from '../../../../ui/list-pagination';
import { usePromotedProducts } from '../api/get-promoted-products';
import { CardGridSkeleton } from '../components/card-grid-skeleton';
import { cardGridSx } from '../components/card-grid';
import { NoticeSnackbar } from '../../shell/components/notice-snackbar';
import { DiscountCard } from './discount-card';
import { DiscountDialog } from './discount-dialog';
import { DiscountsEmptyState } from './discounts-empty-state';
import { useDiscountRemoval } from './use-discount-removal';

interface DiscountsPanelProps {
  storeId: string;
  page: number;
  pageHref: (page: number) => string;
}

interface Editing {
  open: boolean;
  /** The product whose discount is edited, or null to add one; kept while the dialog fades out. */
  product: MerchantProduct | null;
}

/** The Product discounts tab: products on promotion as cards, Add discount, edit and remove each. */
export function DiscountsPanel({ storeId, page, pageHref }: DiscountsPanelProps) {
  const { t } = useTranslation();
  const products = usePromotedProducts(storeId, page);
  const removal = useDiscountRemoval(storeId);
  const [editing, setEditing] = useState<Editing>({ open: false, product: null });
  const open = (product: MerchantProduct | null) => setEditing({ open: true, product });
  const close = () => setEditing((shown) => ({ ...shown, open: false }));
  // A removal shows at once; the list's refetch confirms it.
  const shown =
    products.data?.products.filter((product) => product.promotion_amount !== null) ?? [];

  const content = () => {
    if (products.isPending) {
      return <CardGridSkeleton withPhoto label={t('merchantPromotions.discounts.loading')} />;
    }
    if (products.isError) {
      return (
        <ErrorPanel
          message={t('merchantPromotions.discounts.error')}
          onRetry={() => void products.refetch()}
        />
      );
    }
    if (shown.length === 0 && page === 1) return <DiscountsEmptyState onAdd={() => open(null)} />;
    return (
      <>
        <Box
          component="ul"
          sx={{ ...cardGridSx, opacity: products.isPlaceholderData ? 0.6 : 1 }}
          aria-label={t('merchantPromotions.discounts.label')}
          aria-busy={products.isPlaceholderData}
        >
          {shown.map((product) => (
            <DiscountCard
              key={product.query_id}
              product={product}
              onEdit={open}
              onRemove={removal.remove}
            />
          ))}
        </Box>
        <ListPagination
          page={page}
          count={products.data.pagination.total_pages}
          hrefFor={pageHref}
          label={t('merchantPromotions.discounts.pages')}
        />
      </>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 260px' }}>
          {t('merchantPromotions.discounts.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
          {t('merchantPromotions.discounts.add')}
        </Button>
      </Box>
      {content()}
      <DiscountDialog
        open={editing.open}
        storeId={storeId}
        editing={editing.product}
        onClose={close}
        onSaved={(product) => {
          close();
          removal.saved(product);
        }}
      />
      <NoticeSnackbar notice={removal.notice} onClose={removal.dismiss} />
    </Box>
  );
}
