import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { MerchantProduct } from '@sauda/domain';
import { useId } from 'react';
import { useOpeningCount } from '../components/use-opening-count';
import { DiscountFormContent } from './discount-form-content';

interface DiscountDialogProps {
  open: boolean;
  storeId: string;
  /** The product whose discount is edited, or null to add one. */
  editing: MerchantProduct | null;
  onClose: () => void;
  onSaved: (saved: MerchantProduct) => void;
}

/** Add discount or Edit discount, full screen on phones; every opening starts afresh. */
export function DiscountDialog({ open, storeId, editing, onClose, onSaved }: DiscountDialogProps) {
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
      <DiscountFormContent
        key={`${opening}-${editing?.query_id ?? 'new'}`}
        storeId={storeId}
        editing={editing}
        titleId={titleId}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Dialog>
  );
}
