import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyCategoriesQueryOptions } from '../../../catalog';

const ALL = 'all';

interface CategoryFilterProps {
  storeId: string;
  value: number | null;
  onChange: (categoryId: number | null) => void;
}

/**
 * The store's categories, from the catalog's own endpoint (the store page reads the same):
 * every category of the store, also those whose products are all hidden, which a page of the
 * list could not tell.
 */
export function CategoryFilter({ storeId, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const categories = useQuery(companyCategoriesQueryOptions(storeId)).data ?? [];
  // A category from a shared link shows while the list of categories is on its way.
  const known = value === null || categories.some((category) => category.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('inventory.category.label')}
      value={value === null ? ALL : String(value)}
      onChange={(event) => onChange(event.target.value === ALL ? null : Number(event.target.value))}
      sx={{ flex: { xs: '1 1 160px', sm: '0 1 220px' }, minWidth: 160 }}
    >
      <MenuItem value={ALL}>{t('inventory.category.all')}</MenuItem>
      {categories.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
      {!known && <MenuItem value={String(value)}>{t('inventory.category.chosen')}</MenuItem>}
    </TextField>
  );
}
