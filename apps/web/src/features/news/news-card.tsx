import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandIcon from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';
import { visuallyHidden } from '../../ui/visually-hidden';
import { NewsArt } from './news-art';
import { formatNewsDate } from './news-date';
import type { NewsItem } from './news-items';

interface NewsCardProps {
  item: NewsItem;
  expanded: boolean;
  onToggle: () => void;
}

/** One announcement: date, category, headline and summary; the full story opens in place. */
export function NewsCard({ item, expanded, onToggle }: NewsCardProps) {
  const { t, i18n } = useTranslation();
  const key = `news.items.${item.slug}`;
  const titleId = `${item.slug}-title`;
  const storyId = `${item.slug}-story`;
  const paragraphs = t(`${key}.body`, { returnObjects: true }) as string[];
  return (
    <Box
      component="article"
      id={item.slug}
      aria-labelledby={titleId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 2, sm: 3 },
        p: { xs: 2, sm: 2.5 },
        borderRadius: '12px',
        border: 1,
        borderColor: expanded ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        scrollMarginTop: 88,
      }}
    >
      {/* Decoration only: phones keep their screen for the words. */}
      <Box
        sx={{
          display: { xs: 'none', sm: 'block' },
          borderRadius: '8px',
          overflow: 'hidden',
          alignSelf: 'start',
        }}
      >
        <NewsArt category={item.category} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Chip
            size="small"
            label={t(`news.categories.${item.category}`)}
            sx={{ bgcolor: brand.primaryLight, color: 'primary.dark', fontWeight: 600 }}
          />
          <Typography variant="body2" color="text.secondary" component="time" dateTime={item.date}>
            {formatNewsDate(item.date, i18n.language)}
          </Typography>
        </Box>
        <Typography
          id={titleId}
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mt: 1 }}
        >
          {t(`${key}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`${key}.summary`)}
        </Typography>
        <Collapse in={expanded} id={storyId}>
          <Box sx={{ pt: 2, display: 'grid', gap: 1.5 }}>
            {paragraphs.map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
          </Box>
        </Collapse>
        <Button
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={storyId}
          endIcon={
            <ExpandIcon
              sx={{
                transform: expanded ? 'rotate(180deg)' : undefined,
                transition: 'transform 200ms',
              }}
            />
          }
          sx={{ mt: 1, marginInlineStart: -1 }}
        >
          {expanded ? t('news.showLess') : t('news.readMore')}
          <Box component="span" sx={visuallyHidden}>
            {`: ${t(`${key}.title`)}`}
          </Box>
        </Button>
      </Box>
    </Box>
  );
}
