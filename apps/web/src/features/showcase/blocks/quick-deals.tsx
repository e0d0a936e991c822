import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_DEALS } from '../content/deals';
import type { BlockTitleLevel } from './block-heading';
import { ListBlock } from './list-block';
import { DealCard } from './deal-card';
import { DealCountdown } from './deal-countdown';

interface QuickDealsProps {
  titleComponent?: BlockTitleLevel;
  /** How many deals to show; the home page shows a short strip. */
  limit?: number;
}

/** Today's quick deals with the shared countdown; a sideways strip on phones. */
export function QuickDeals({ titleComponent = 'h2', limit }: QuickDealsProps) {
  const { t } = useTranslation();
  const deals = SHOWCASE_DEALS.slice(0, limit);
  const cardTitle = titleComponent === 'h2' ? 'h3' : 'h4';
  return (
    <ListBlock
      titleComponent={titleComponent}
      title={t('showcase.deals.title')}
      subtitle={t('showcase.deals.subtitle')}
      aside={<DealCountdown />}
      focusableScroll
      listSx={{
        pb: 1,
        display: 'grid',
        gap: 1.5,
        gridAutoFlow: { xs: 'column', md: 'row' },
        gridAutoColumns: { xs: '44%', sm: '30%' },
        gridTemplateColumns: { md: `repeat(${Math.min(deals.length, 6)}, 1fr)` },
        overflowX: { xs: 'auto', md: 'visible' },
        scrollSnapType: 'x mandatory',
      }}
    >
      {deals.map((deal) => (
        <Box component="li" key={deal.key} sx={{ display: 'flex', scrollSnapAlign: 'start' }}>
          <DealCard deal={deal} titleComponent={cardTitle} />
        </Box>
      ))}
    </ListBlock>
  );
}
