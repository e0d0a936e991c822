import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import OrderIcon from '@mui/icons-material/ReceiptLongOutlined';
import ProductIcon from '@mui/icons-material/Inventory2Outlined';
import PeopleIcon from '@mui/icons-material/GroupOutlined';
import type { StoreActivityAction, StoreActivityEntry } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { activitySentence } from '../model/activity-sentence';
import { ActivityTime } from './activity-time';

function iconOf(action: StoreActivityAction) {
  if (action.startsWith('order_')) return <OrderIcon fontSize="small" />;
  if (action.startsWith('staff_')) return <PeopleIcon fontSize="small" />;
  return <ProductIcon fontSize="small" />;
}

/** One thing that happened, as a sentence, and how long ago. */
export function ActivityLine({ entry, now }: { entry: StoreActivityEntry; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1.5,
        px: { xs: 1.5, sm: 2 },
        listStyle: 'none',
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 32,
          height: 32,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: brand.primaryLight,
          color: 'primary.main',
        }}
      >
        {iconOf(entry.action)}
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 0.25, sm: 2 },
          justifyContent: 'space-between',
        }}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {activitySentence(t, entry, i18n.dir() === 'rtl')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          <ActivityTime at={entry.created_at} now={now} />
        </Typography>
      </Box>
    </Box>
  );
}
