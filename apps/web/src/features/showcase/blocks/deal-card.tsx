import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { Pictogram } from '../art/pictogram';
import { dealPercentOff, type Deal } from '../content/deals';

interface DealCardProps {
  deal: Deal;
  titleComponent: 'h3' | 'h4';
}

/** A product on a quick deal: picture, discount badge, name, pack size and PKR prices. */
export function DealCard({ deal, titleComponent }: DealCardProps) {
  const { t } = useTranslation();
  const percent = dealPercentOff(deal);
  const key = `showcase.deals.items.${deal.key}`;
  return (
    <Box
      component="article"
      sx={{
        // Keeps the visually hidden old price inside the card, so it never widens the page.
        position: 'relative',
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: '16px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          display: 'grid',
          placeItems: 'center',
          bgcolor: deal.tint,
        }}
      >
        <Pictogram kind={deal.pictogram} size="52%" />
        {percent > 0 && (
          <Box
            component="span"
            sx={{
              position: 'absolute',
              insetBlockStart: 8,
              insetInlineStart: 8,
              px: 1,
              borderRadius: '10px',
              bgcolor: brand.accent,
              color: brand.text,
              fontWeight: 700,
              fontSize: 12,
              lineHeight: '22px',
            }}
          >
            {t('showcase.deals.off', { percent })}
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.25, flex: 1 }}>
        <Typography variant="subtitle2" component={titleComponent} sx={{ lineHeight: 1.35 }}>
          {t(`${key}.name`)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {t(`${key}.unit`)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Box component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatMoney(deal.pricePaisa)}
          </Box>
          <Box
            component="s"
            aria-hidden="true"
            sx={{ color: 'text.secondary', fontSize: 13, whiteSpace: 'nowrap' }}
          >
            {formatMoney(deal.oldPricePaisa)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {t('showcase.deals.was', { amount: formatMoney(deal.oldPricePaisa) })}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
