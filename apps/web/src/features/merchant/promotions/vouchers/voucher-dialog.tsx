import type { MerchantVoucher } from '@sauda/domain';
import { FormDialog } from '../components/form-dialog';
import { VoucherFormContent } from './voucher-form-content';

interface VoucherDialogProps {
  open: boolean;
  storeId: string;
  /** The voucher to edit, or null for a new one. */
  voucher: MerchantVoucher | null;
  onClose: () => void;
  onSaved: (saved: MerchantVoucher) => void;
}

/** New voucher or Edit voucher. */
export function VoucherDialog({ open, storeId, voucher, onClose, onSaved }: VoucherDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} formKey={String(voucher?.id ?? 'new')}>
      {(titleId) => (
        <VoucherFormContent
          storeId={storeId}
          voucher={voucher}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}
