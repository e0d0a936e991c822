import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MerchantVoucher } from '@sauda/domain';
import { useId } from 'react';
import { useOpeningCount } from '../components/use-opening-count';
import { VoucherFormContent } from './voucher-form-content';

interface VoucherDialogProps {
  open: boolean;
  storeId: string;
  /** The voucher to edit, or null for a new one. */
  voucher: MerchantVoucher | null;
  onClose: () => void;
  onSaved: (saved: MerchantVoucher) => void;
}

/** New voucher or Edit voucher, full screen on phones; every opening starts afresh. */
export function VoucherDialog({ open, storeId, voucher, onClose, onSaved }: VoucherDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <VoucherFormContent
        key={`${opening}-${voucher?.id ?? 'new'}`}
        storeId={storeId}
        voucher={voucher}
        titleId={titleId}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Dialog>
  );
}
