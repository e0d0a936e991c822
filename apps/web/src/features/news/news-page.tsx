import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoPageHeader } from '../info';
import { NewsCard } from './news-card';
import { NewsCategoryFilter } from './news-category-filter';
import { newsFor } from './news-items';
import { NewsPressBox } from './news-press-box';
import { useNewsSelection } from './use-news-selection';

/** /news: the newsroom, newest first, filtered by category; each story opens in place. */
export function NewsPage() {
  const { t } = useTranslation();
  const { category, openSlug, selectCategory, toggle } = useNewsSelection();
  const items = newsFor(category);

  // A shared link to one story (/news#urdu-app) lands on it.
  useEffect(() => {
    if (openSlug) document.getElementById(openSlug)?.scrollIntoView?.({ block: 'start' });
    // Only on arrival: opening a story by hand must not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box component="article" aria-labelledby="news-title">
      <InfoPageHeader
        titleId="news-title"
        eyebrow={t('news.eyebrow')}
        title={t('news.title')}
        intro={t('news.intro')}
      >
        <NewsCategoryFilter selected={category} onSelect={selectCategory} />
      </InfoPageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
          {t('news.count', { count: items.length })}
        </Typography>
        <Stack spacing={2.5}>
          {items.map((item) => (
            <NewsCard
              key={item.slug}
              item={item}
              expanded={openSlug === item.slug}
              onToggle={() => toggle(item.slug)}
            />
          ))}
        </Stack>
        <Box sx={{ mt: { xs: 5, md: 7 } }}>
          <NewsPressBox />
        </Box>
      </Container>
    </Box>
  );
}
