import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRODUCT_SORTS, type ProductSort } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

/** The i18n key of each order: a leading minus is descending ("-price": highest first). */
const SORT_LABELS = {
  name: 'nameAsc',
  '-name': 'nameDesc',
  price: 'priceAsc',
  '-price': 'priceDesc',
  stock: 'stockAsc',
  '-stock': 'stockDesc',
  '-updated': 'updated',
} as const satisfies Record<ProductSort, string>;

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}

export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('inventory.sort.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as ProductSort)}
      sx={{ flex: { xs: '1 1 160px', sm: '0 1 220px' }, minWidth: 160 }}
    >
      {PRODUCT_SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {t(`inventory.sort.${SORT_LABELS[sort]}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
