import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, type NewsCategory } from './news-items';

interface NewsCategoryFilterProps {
  selected: NewsCategory | null;
  onSelect: (category: NewsCategory | null) => void;
}

/** Toggle chips: All, then each category; the chosen one is pressed. */
export function NewsCategoryFilter({ selected, onSelect }: NewsCategoryFilterProps) {
  const { t } = useTranslation();
  const options: (NewsCategory | null)[] = [null, ...NEWS_CATEGORIES];
  return (
    <Box
      role="group"
      aria-label={t('news.filterLabel')}
      sx={{ mt: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {options.map((category) => {
        const pressed = category === selected;
        return (
          <Chip
            key={category ?? 'all'}
            label={t(`news.categories.${category ?? 'all'}`)}
            clickable
            onClick={() => onSelect(category)}
            aria-pressed={pressed}
            color={pressed ? 'primary' : 'default'}
            variant={pressed ? 'filled' : 'outlined'}
            sx={{
              height: 40,
              px: 0.5,
              fontWeight: 600,
              bgcolor: pressed ? undefined : 'background.paper',
            }}
          />
        );
      })}
    </Box>
  );
}
