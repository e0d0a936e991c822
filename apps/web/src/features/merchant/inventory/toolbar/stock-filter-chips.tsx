import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ProductStockFilter } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

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

/** All, Low stock, Out of stock, Unlimited: one row that scrolls on phones. */
export function StockFilterChips({ value, onChange }: StockFilterChipsProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('inventory.stockFilter.label')}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        pb: 0.5,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {CHIPS.map((chip) => {
        const selected = chip.stock === value;
        return (
          <Chip
            key={chip.label}
            label={t(`inventory.stockFilter.${chip.label}`)}
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(chip.stock)}
            sx={{ flexShrink: 0, fontWeight: 600 }}
          />
        );
      })}
    </Box>
  );
}
