import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ProductIdentity } from '../../inventory/list/product-identity';
import { PromotionStatusChip } from '../components/promotion-status-chip';
import { windowText } from '../model/promotion-window-text';
import { DiscountedPrice } from './discounted-price';

interface DiscountCardProps {
  product: MerchantProduct;
  onEdit: (product: MerchantProduct) => void;
  onRemove: (product: MerchantProduct) => void;
}

/** A product on promotion: photo and name, both prices, where it stands, when, Edit and Remove. */
export function DiscountCard({ product, onEdit, onRemove }: DiscountCardProps) {
  const { t } = useTranslation();
  const status = product.promotion_status === 'none' ? 'ended' : product.promotion_status;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, listStyle: 'none' }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
      >
        <ProductIdentity product={product} nameAs="h3" size={56} />
        <PromotionStatusChip status={status} />
      </Box>
      <DiscountedPrice product={product} />
      <Typography variant="body2" color="text.secondary">
        {windowText(t, product.promotion_starts_at, product.promotion_ends_at)}
      </Typography>
      <Box
        sx={{ mt: 'auto', display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onRemove(product)}
          aria-label={t('merchantPromotions.discount.removeOf', { name: product.name })}
        >
          {t('merchantPromotions.discount.remove')}
        </Button>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={() => onEdit(product)}
          aria-label={t('merchantPromotions.discount.editOf', { name: product.name })}
        >
          {t('merchantPromotions.edit')}
        </Button>
      </Box>
    </Paper>
  );
}
