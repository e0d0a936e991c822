import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Category } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import type { StoreSelection } from './store-selection';

interface CategoryNavProps {
  categories: readonly Category[];
  selection: StoreSelection;
  /** While the store is searched by name no category is the one shown. */
  searching: boolean;
  onCategory: (categoryId: number) => void;
  onSubCategory: (categoryId: number, subCategoryId: number) => void;
}

const rowSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  gap: 1,
  // One swipeable row on a phone; wrapped rows on a wide screen.
  flexWrap: { xs: 'nowrap', md: 'wrap' },
  overflowX: { xs: 'auto', md: 'visible' },
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  mx: { xs: -2, sm: 0 },
  px: { xs: 2, sm: 0 },
  py: 0.5,
} as const;

/** The store's categories as chips, and the selected category's sub-categories under them. */
export function CategoryNav({
  categories,
  selection,
  searching,
  onCategory,
  onSubCategory,
}: CategoryNavProps) {
  const { t } = useTranslation();
  const { category: selected, subCategory } = selection;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, mb: 3 }}>
      <Box component="nav" aria-label={t('catalog.store.categories')}>
        <Box component="ul" sx={rowSx}>
          {categories.map((category) => {
            const active = !searching && category.id === selected?.id;
            return (
              <li key={category.id}>
                <Chip
                  label={category.name}
                  onClick={() => onCategory(category.id)}
                  aria-pressed={active}
                  color={active ? 'primary' : 'default'}
                  variant={active ? 'filled' : 'outlined'}
                  sx={{
                    fontWeight: 600,
                    height: 38,
                    px: 0.5,
                    bgcolor: active ? undefined : 'background.paper',
                  }}
                />
              </li>
            );
          })}
        </Box>
      </Box>
      {!searching && selected && selected.sub_categories.length > 1 && (
        <Box component="nav" aria-label={t('catalog.store.subCategories', { name: selected.name })}>
          <Box component="ul" sx={rowSx}>
            {selected.sub_categories.map((item) => {
              const active = item.id === subCategory?.id;
              return (
                <li key={item.id}>
                  <Chip
                    size="small"
                    label={item.name}
                    onClick={() => onSubCategory(selected.id, item.id)}
                    aria-pressed={active}
                    color={active ? 'primary' : 'default'}
                    variant="outlined"
                    sx={{
                      height: 32,
                      fontWeight: active ? 600 : 500,
                      bgcolor: active ? 'rgba(11, 110, 79, 0.08)' : 'background.paper',
                    }}
                  />
                </li>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
