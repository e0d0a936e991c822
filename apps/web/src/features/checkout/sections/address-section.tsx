import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { Address } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressDialog, addressLabel } from '../../addresses';

/** The selected address's label and description with 'Change', or 'Select Address'. */
export function AddressSection({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <PlaceIcon color="primary" />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {address ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{addressLabel(t, address)}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {address.description}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{t('checkout.address.select')}</Typography>
          )}
        </Box>
        <Button variant={address ? 'text' : 'contained'} onClick={() => setOpen(true)}>
          {address ? t('checkout.address.change') : t('checkout.address.select')}
        </Button>
      </Box>
      <AddressDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
