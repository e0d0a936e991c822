import type { MerchantProduct } from '@sauda/domain';
import { FormDialog } from '../components/form-dialog';
import { DiscountFormContent } from './discount-form-content';

interface DiscountDialogProps {
  open: boolean;
  storeId: string;
  /** The product whose discount is edited, or null to add one. */
  editing: MerchantProduct | null;
  onClose: () => void;
  onSaved: (saved: MerchantProduct) => void;
}

/** Add discount or Edit discount. */
export function DiscountDialog({ open, storeId, editing, onClose, onSaved }: DiscountDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} formKey={editing?.query_id ?? 'new'}>
      {(titleId) => (
        <DiscountFormContent
          storeId={storeId}
          editing={editing}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}
