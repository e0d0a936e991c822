import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../../ui/form-dialog-actions';
import { KarachiDateTimeField } from '../components/karachi-date-time-field';
import { ProductIdentity } from '../../inventory/list/product-identity';
import { DiscountFigureFields } from './discount-figure-fields';
import { ProductPicker } from './product-picker';
import { useDiscountForm } from './use-discount-form';

interface DiscountFormContentProps {
  storeId: string;
  /** The product whose discount is edited, or null to choose one. */
  editing: MerchantProduct | null;
  titleId: string;
  onClose: () => void;
  onSaved: (saved: MerchantProduct) => void;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Add discount (a product, then its terms) or Edit discount (the terms of one product). */
export function DiscountFormContent({
  storeId,
  editing,
  titleId,
  onClose,
  onSaved,
}: DiscountFormContentProps) {
  const { t } = useTranslation();
  const { form, submit, saving, formMessage } = useDiscountForm(storeId, editing, onSaved);
  const { control } = form;
  const product = useWatch({ control, name: 'product' });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId} component="h2">
          {editing
            ? t('merchantPromotions.discountForm.editTitle', { name: editing.name })
            : t('merchantPromotions.discountForm.newTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {editing ? (
            <ProductIdentity product={editing} size={56} />
          ) : (
            <Controller
              control={control}
              name="product"
              render={({ field, fieldState }) => (
                <ProductPicker
                  storeId={storeId}
                  error={fieldState.error?.message}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
          {product ? (
            <>
              <DiscountFigureFields key={product.query_id} product={product} />
              <Box sx={twoColumns}>
                <KarachiDateTimeField
                  control={control}
                  name="promotion_starts_at"
                  label={t('merchantPromotions.discountForm.startsAt')}
                  helperText={t('merchantPromotions.discountForm.startsAtHelp')}
                />
                <KarachiDateTimeField
                  control={control}
                  name="promotion_ends_at"
                  label={t('merchantPromotions.discountForm.endsAt')}
                  helperText={t('merchantPromotions.discountForm.endsAtHelp')}
                />
              </Box>
            </>
          ) : (
            <Typography color="text.secondary">
              {t('merchantPromotions.discountForm.chooseFirst')}
            </Typography>
          )}
        </DialogContent>
        <FormDialogActions
          formMessage={formMessage}
          busy={saving}
          onCancel={onClose}
          cancelLabel={t('merchantPromotions.cancel')}
          submitLabel={t('merchantPromotions.save')}
          submitDisabled={!product}
        />
      </form>
    </FormProvider>
  );
}
