import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/CloseRounded';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../ui/money';
import { VoucherDialog } from './voucher-dialog';
import type { VoucherState } from './use-voucher';

interface VoucherSectionProps {
  voucher: VoucherState;
  userQueryId: string;
  storeQueryId: string;
}

/** None → 'Add Voucher'; applied → 'Voucher Applied', the discount in PKR and a cross. */
export function VoucherSection({ voucher, userQueryId, storeQueryId }: VoucherSectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { applied } = voucher;
  if (applied) {
    return (
      <Box
        role="status"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: 3,
          bgcolor: 'rgba(11, 110, 79, 0.08)',
        }}
      >
        <LocalOfferIcon color="primary" />
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('checkout.voucher.applied')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {applied.code} ·{' '}
            {t('checkout.voucher.discount', {
              amount: formatRupees(applied.discount_amount, 'PKR'),
            })}
          </Typography>
        </Box>
        <IconButton aria-label={t('checkout.voucher.remove')} onClick={voucher.remove}>
          <CloseIcon />
        </IconButton>
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LocalOfferIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('checkout.voucher.add')}
      </Button>
      <VoucherDialog
        open={open}
        onClose={() => setOpen(false)}
        voucher={voucher}
        userQueryId={userQueryId}
        storeQueryId={storeQueryId}
      />
    </>
  );
}
