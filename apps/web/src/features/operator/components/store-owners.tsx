import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OperatorStore } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { displayNumber } from '../../auth';

/** The store's owners: name and number, and whether each has joined (Active) or is Invited. */
export function StoreOwners({ owners }: { owners: OperatorStore['owners'] }) {
  const { t } = useTranslation();
  if (owners.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('operator.stores.noOwner')}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {owners.map((owner) => (
        <Box
          component="li"
          key={displayNumber(owner.mobile_number)}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {owner.full_name ?? t('operator.stores.unnamedOwner')}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr">
            {displayNumber(owner.mobile_number)}
          </Typography>
          <Chip
            size="small"
            label={t(`operator.stores.ownerStatus.${owner.status}`)}
            color={owner.status === 'active' ? 'success' : 'default'}
            variant={owner.status === 'active' ? 'filled' : 'outlined'}
          />
        </Box>
      ))}
    </Box>
  );
}
