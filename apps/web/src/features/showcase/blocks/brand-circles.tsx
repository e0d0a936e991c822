import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandBadge } from '../art/brand-badge';
import { SHOWCASE_BRANDS } from '../content/brands';
import type { BlockTitleLevel } from './block-heading';
import { ListBlock } from './list-block';

interface BrandCirclesProps {
  titleComponent?: BlockTitleLevel;
}

/** A row of brand circles that scrolls sideways on phones and wraps into a grid on wide screens. */
export function BrandCircles({ titleComponent = 'h2' }: BrandCirclesProps) {
  const { t } = useTranslation();
  return (
    <ListBlock
      titleComponent={titleComponent}
      title={t('showcase.circles.title')}
      subtitle={t('showcase.circles.subtitle')}
      listSx={{
        pb: 1,
        display: 'grid',
        gridAutoFlow: { xs: 'column', md: 'row' },
        gridAutoColumns: { xs: 92 },
        gridTemplateColumns: { md: 'repeat(8, 1fr)' },
        gap: 1.5,
        overflowX: { xs: 'auto', md: 'visible' },
        scrollSnapType: 'x mandatory',
      }}
    >
      {SHOWCASE_BRANDS.map(({ key, look }) => (
        <Box component="li" key={key} sx={{ scrollSnapAlign: 'start' }}>
          <ButtonBase
            component={RouterLink}
            to="/products"
            sx={{
              width: '100%',
              flexDirection: 'column',
              gap: 1,
              p: 1,
              borderRadius: '16px',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <BrandBadge look={look} size={72} />
            <Typography variant="caption" sx={{ fontWeight: 600, textAlign: 'center' }}>
              {t(`showcase.brands.items.${key}.name`)}
            </Typography>
          </ButtonBase>
        </Box>
      ))}
    </ListBlock>
  );
}
