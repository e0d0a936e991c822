import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MerchantStoreSummary } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { StoreAvatar } from './store-avatar';

/** Logo, name and the user's role in the store: one row of the picker. */
export function StoreIdentity({ store }: { store: MerchantStoreSummary }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: 1 }}>
      <StoreAvatar store={store} />
      <Box sx={{ minWidth: 0, textAlign: 'start' }}>
        <Typography
          variant="subtitle2"
          component="span"
          sx={{
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {store.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {t(`backOffice.roles.${store.role}`)}
        </Typography>
      </Box>
    </Box>
  );
}
