import Box from '@mui/material/Box';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { PromoBanner, type PromoBannerLook } from './promo-banner';
import type { BlockTitleLevel } from './block-heading';

type BannerKey = 'hero' | 'mangoes' | 'pharmacy';

const BANNERS: ReadonlyArray<{ key: BannerKey; look: PromoBannerLook }> = [
  {
    key: 'hero',
    look: {
      background: `radial-gradient(circle at 85% 30%, #138A63 0, transparent 45%), linear-gradient(135deg, ${brand.primary} 0%, ${brand.primaryDark} 100%)`,
      ink: '#FFFFFF',
      pictogram: 'biryani',
    },
  },
  { key: 'mangoes', look: { background: brand.accentLight, ink: brand.text, pictogram: 'mango' } },
  { key: 'pharmacy', look: { background: '#FDECEC', ink: brand.text, pictogram: 'medicine' } },
];

interface PromoBannersProps {
  titleComponent?: BlockTitleLevel;
}

/** A hero banner with two side banners beside it (stacked under it on phones). */
export function PromoBanners({ titleComponent = 'h2' }: PromoBannersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bannerTitle = titleComponent === 'h2' ? 'h3' : 'h4';
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box component={titleComponent} id={titleId} sx={visuallyHidden}>
        {t('showcase.banners.title')}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          gridTemplateRows: { md: '1fr 1fr' },
        }}
      >
        {BANNERS.map(({ key, look }) => (
          <Box key={key} sx={key === 'hero' ? { gridRow: { md: 'span 2' } } : undefined}>
            <PromoBanner
              look={look}
              size={key === 'hero' ? 'hero' : 'side'}
              titleComponent={bannerTitle}
              eyebrow={t(`showcase.banners.${key}.eyebrow`)}
              title={t(`showcase.banners.${key}.title`)}
              body={t(`showcase.banners.${key}.body`)}
              cta={t(`showcase.banners.${key}.cta`)}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
