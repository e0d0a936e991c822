import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import UnfoldIcon from '@mui/icons-material/UnfoldMoreRounded';
import type { MerchantStoreSummary } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreIdentity } from './store-identity';

interface StorePickerProps {
  current: MerchantStoreSummary;
  stores: readonly MerchantStoreSummary[];
  onChoose: (storeQueryId: string) => void;
}

const frame = {
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  p: 1.25,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/**
 * The store the back office works on. A member of several stores opens the list and picks
 * another; with one store it is just its name and the role.
 */
export function StorePicker({ current, stores, onChoose }: StorePickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const role = t(`backOffice.roles.${current.role}`);

  if (stores.length < 2) {
    return (
      <Box sx={frame}>
        <StoreIdentity store={current} />
      </Box>
    );
  }
  const choose = (storeQueryId: string) => {
    setAnchor(null);
    if (storeQueryId !== current.query_id) onChoose(storeQueryId);
  };
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('backOffice.picker.label', { name: current.name, role })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        sx={{ ...frame, '&:hover': { borderColor: 'primary.main' } }}
      >
        <StoreIdentity store={current} />
        <UnfoldIcon fontSize="small" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 320 } } }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('backOffice.picker.listLabel')}</ListSubheader>
        {stores.map((store) => (
          <MenuItem
            key={store.query_id}
            selected={store.query_id === current.query_id}
            aria-current={store.query_id === current.query_id ? 'true' : undefined}
            onClick={() => choose(store.query_id)}
            sx={{ py: 1 }}
          >
            <StoreIdentity store={store} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
