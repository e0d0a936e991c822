import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { BrandBadge } from '../art/brand-badge';
import { Carousel } from '../carousel/carousel';
import { SHOWCASE_BRANDS } from '../content/brands';
import { BRAND_CAROUSEL_INTERVAL_MS, BRAND_CAROUSEL_SLIDES } from '../showcase-constants';
import type { BlockTitleLevel } from './block-heading';

type Brand = (typeof SHOWCASE_BRANDS)[number];

function BrandSlide({ item }: { item: Brand }) {
  const { t } = useTranslation();
  const key = `showcase.brands.items.${item.key}`;
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        minHeight: { xs: 168, sm: 176 },
        p: { xs: 2, sm: 3 },
        borderRadius: '20px',
        bgcolor: item.look.background,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <BrandBadge look={item.look} size={120} />
      </Box>
      <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
        <BrandBadge look={item.look} size={72} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="p">
          {t(`${key}.name`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`${key}.tagline`)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="span"
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: '12px',
              bgcolor: brand.accent,
              color: brand.text,
              fontWeight: 600,
              fontSize: 13,
            }}
          >
            {t(`${key}.offer`)}
          </Box>
          <Button component={RouterLink} to="/products" size="small" variant="contained">
            {t('showcase.brands.cta', { name: t(`${key}.name`) })}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

interface BrandCarouselProps {
  titleComponent?: BlockTitleLevel;
}

/** SPEC §1: five brand slides that move on every 2000 ms. */
export function BrandCarousel({ titleComponent = 'h2' }: BrandCarouselProps) {
  const { t } = useTranslation();
  const slides = SHOWCASE_BRANDS.slice(0, BRAND_CAROUSEL_SLIDES).map((item) => ({
    id: item.key,
    content: <BrandSlide item={item} />,
  }));
  return (
    <Carousel
      title={t('showcase.brands.title')}
      titleComponent={titleComponent}
      slides={slides}
      autoplayMs={BRAND_CAROUSEL_INTERVAL_MS}
    />
  );
}
