import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pictogram } from '../art/pictogram';
import { SHOWCASE_PROMO_POSTS } from '../content/promo-posts';
import type { BlockTitleLevel } from './block-heading';
import { ListBlock } from './list-block';

interface PromoFeedProps {
  titleComponent?: BlockTitleLevel;
}

/** A feed of promo posts: stores' news, seasonal offers and new arrivals. */
export function PromoFeed({ titleComponent = 'h2' }: PromoFeedProps) {
  const { t } = useTranslation();
  const postTitle = titleComponent === 'h2' ? 'h3' : 'h4';
  return (
    <ListBlock
      titleComponent={titleComponent}
      title={t('showcase.feed.title')}
      subtitle={t('showcase.feed.subtitle')}
      listSx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {SHOWCASE_PROMO_POSTS.map(({ key, pictogram, background }) => (
        <Box component="li" key={key} sx={{ display: 'flex' }}>
          <Box
            component="article"
            sx={{
              flex: 1,
              display: 'grid',
              gridTemplateColumns: '96px 1fr',
              gap: 1.5,
              p: 1.5,
              borderRadius: '16px',
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              sx={{
                aspectRatio: '1 / 1',
                borderRadius: '12px',
                display: 'grid',
                placeItems: 'center',
                bgcolor: background,
              }}
            >
              <Pictogram kind={pictogram} size={60} />
            </Box>
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
              <Typography variant="overline" component="p" color="primary.main">
                {t(`showcase.feed.posts.${key}.tag`)}
              </Typography>
              <Typography variant="subtitle2" component={postTitle}>
                {t(`showcase.feed.posts.${key}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                {t(`showcase.feed.posts.${key}.body`)}
              </Typography>
              <Link
                component={RouterLink}
                to="/products"
                variant="body2"
                sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
                aria-label={t('showcase.feed.readMoreLabel', {
                  title: t(`showcase.feed.posts.${key}.title`),
                })}
              >
                {t('showcase.feed.readMore')}
              </Link>
            </Box>
          </Box>
        </Box>
      ))}
    </ListBlock>
  );
}
