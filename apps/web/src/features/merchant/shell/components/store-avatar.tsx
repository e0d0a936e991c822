import Avatar from '@mui/material/Avatar';
import type { MerchantStoreSummary } from '@sauda/domain';
import { initialsOf } from '../../../auth';
import { brand } from '../../../../theme/tokens';

/** A store's logo in a rounded square, its initials while there is none. */
export function StoreAvatar({ store, size = 36 }: { store: MerchantStoreSummary; size?: number }) {
  return (
    <Avatar
      alt=""
      variant="rounded"
      src={store.logo_url || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        bgcolor: brand.primaryLight,
        color: 'primary.main',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {initialsOf(store.name)}
    </Avatar>
  );
}
