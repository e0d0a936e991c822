import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { MerchantVoucher } from '@sauda/domain';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../../ui/form-dialog-actions';
import { useVoucherForm } from './use-voucher-form';
import { VoucherFormFields } from './voucher-form-fields';

interface VoucherFormContentProps {
  storeId: string;
  voucher: MerchantVoucher | null;
  titleId: string;
  onClose: () => void;
  onSaved: (saved: MerchantVoucher) => void;
}

/** The dialog's title, fields and buttons, as one form. */
export function VoucherFormContent({
  storeId,
  voucher,
  titleId,
  onClose,
  onSaved,
}: VoucherFormContentProps) {
  const { t } = useTranslation();
  const { form, submit, saving, formMessage } = useVoucherForm(storeId, voucher, onSaved);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} component="h2">
          {voucher
            ? t('merchantPromotions.voucherForm.editTitle', { code: voucher.code })
            : t('merchantPromotions.voucherForm.newTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <VoucherFormFields />
        </DialogContent>
        <FormDialogActions
          formMessage={formMessage}
          busy={saving}
          onCancel={onClose}
          cancelLabel={t('merchantPromotions.cancel')}
          submitLabel={
            voucher ? t('merchantPromotions.save') : t('merchantPromotions.voucherForm.create')
          }
        />
      </form>
    </FormProvider>
  );
}
