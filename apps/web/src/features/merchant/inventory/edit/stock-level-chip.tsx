import type { MerchantProduct } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { StatusChip } from '../../../../ui/status-chip';
import { stockLevel } from '../model/stock-level';

/** "Out of stock" in red, "Low stock" in saffron; nothing for a product that is fine. */
export function StockLevelChip({ product }: { product: MerchantProduct }) {
  const { t } = useTranslation();
  const level = stockLevel(product);
  if (level === 'out') {
    return (
      <StatusChip sx={{ bgcolor: brand.danger, color: brand.surface }}>
        {t('inventory.stock.out')}
      </StatusChip>
    );
  }
  if (level === 'low') {
    return (
      <StatusChip sx={{ bgcolor: brand.accentLight, color: brand.text }}>
        {t('inventory.stock.low')}
      </StatusChip>
    );
  }
  return null;
}
