import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { MerchantStoreSummary } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '../../../features/merchant/shell/current-store';
import { MERCHANT_DRAWER_ID } from '../shared/panel-ids';
import { BackOfficeOutlet } from './back-office-outlet';
import { MerchantNav } from './merchant-nav';
import { MerchantTopBar } from './merchant-top-bar';

const NAV_WIDTH = 264;

interface BackOfficeFrameProps {
  stores: readonly MerchantStoreSummary[];
  onChooseStore: (storeQueryId: string) => void;
}

/** A store the operator has not published yet: its members know shoppers cannot see it. */
function DraftStoreBanner() {
  const { t } = useTranslation();
  const { store } = useCurrentStore();
  if (store.is_published) return null;
  return (
    <Alert severity="info" square sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {t('operator.storeDraftBanner')}
    </Alert>
  );
}

/** A member's back office: fixed side navigation on desktop, a drawer on phones, the top bar. */
export function BackOfficeFrame({ stores, onChooseStore }: BackOfficeFrameProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Drawer
        variant="permanent"
        sx={{ display: { xs: 'none', md: 'block' }, width: NAV_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH, borderRight: 1, borderColor: 'divider' } } }}
      >
        <MerchantNav stores={stores} onChooseStore={onChooseStore} />
      </Drawer>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{
          paper: { id: MERCHANT_DRAWER_ID, sx: { width: NAV_WIDTH, maxWidth: '85vw' } },
        }}
      >
        <MerchantNav
          stores={stores}
          onChooseStore={onChooseStore}
          onNavigate={() => setOpen(false)}
        />
      </Drawer>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <MerchantTopBar menuOpen={open} onOpenMenu={() => setOpen(true)} />
        <DraftStoreBanner />
        <BackOfficeOutlet />
      </Box>
    </>
  );
}
