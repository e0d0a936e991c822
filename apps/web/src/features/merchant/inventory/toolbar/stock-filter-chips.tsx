import type { ProductStockFilter } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../../ui/filter-chips';

const CHIPS: ReadonlyArray<{ stock: ProductStockFilter | null; label: string }> = [
  { stock: null, label: 'all' },
  { stock: 'low', label: 'low' },
  { stock: 'out', label: 'out' },
  { stock: 'unlimited', label: 'unlimited' },
];

interface StockFilterChipsProps {
  value: ProductStockFilter | null;
  onChange: (stock: ProductStockFilter | null) => void;
}

/** All, Low stock, Out of stock, Unlimited. */
export function StockFilterChips({ value, onChange }: StockFilterChipsProps) {
  const { t } = useTranslation();
  return (
    <FilterChips
      label={t('inventory.stockFilter.label')}
      chips={CHIPS.map((chip) => ({
        value: chip.stock,
        label: t(`inventory.stockFilter.${chip.label}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
