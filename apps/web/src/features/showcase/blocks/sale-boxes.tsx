import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { Pictogram, type PictogramKind } from '../art/pictogram';
import type { BlockTitleLevel } from './block-heading';
import { ListBlock } from './list-block';

type SaleKey = 'grocery' | 'pharmacy' | 'bakery';

const SALES: ReadonlyArray<{ key: SaleKey; pictogram: PictogramKind; tint: string }> = [
  { key: 'grocery', pictogram: 'basket', tint: brand.primaryLight },
  { key: 'pharmacy', pictogram: 'medicine', tint: '#FDECEC' },
  { key: 'bakery', pictogram: 'bread', tint: brand.accentLight },
];

interface SaleBoxesProps {
  titleComponent?: BlockTitleLevel;
}

/** Three sale boxes, each with its headline discount and a link to shop it. */
export function SaleBoxes({ titleComponent = 'h2' }: SaleBoxesProps) {
  const { t } = useTranslation();
  const itemTitle = titleComponent === 'h2' ? 'h3' : 'h4';
  return (
    <ListBlock
      titleComponent={titleComponent}
      title={t('showcase.sale.title')}
      subtitle={t('showcase.sale.subtitle')}
      listSx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {SALES.map(({ key, pictogram, tint }) => (
        <Box
          component="li"
          key={key}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1,
            p: 2.5,
            borderRadius: '16px',
            bgcolor: tint,
            position: 'relative',
            overflow: 'hidden',
          }}
        >
          <Box
            component="span"
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: '12px',
              bgcolor: brand.text,
              color: '#FFFFFF',
              fontSize: 13,
              fontWeight: 700,
            }}
          >
            {t(`showcase.sale.items.${key}.badge`)}
          </Box>
          <Typography variant="h4" component={itemTitle} sx={{ maxWidth: '70%' }}>
            {t(`showcase.sale.items.${key}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '70%', flex: 1 }}>
            {t(`showcase.sale.items.${key}.body`)}
          </Typography>
          <Button
            component={RouterLink}
            to="/products"
            variant="outlined"
            size="small"
            aria-label={t('showcase.sale.ctaLabel', {
              offer: t(`showcase.sale.items.${key}.title`),
            })}
            sx={{ bgcolor: 'background.paper', mt: 0.5 }}
          >
            {t('showcase.sale.cta')}
          </Button>
          <Box sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 12 }}>
            <Pictogram kind={pictogram} size={72} />
          </Box>
        </Box>
      ))}
    </ListBlock>
  );
}
