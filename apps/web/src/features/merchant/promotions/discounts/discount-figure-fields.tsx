import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../../ui/money';
import { FormNumberField } from '../../../../ui/form-number-field';
import {
  amountOffOf,
  discountedPriceOf,
  type DiscountEntry,
  type DiscountFormValues,
} from '../model/discount-form';

const ENTRIES: readonly DiscountEntry[] = ['amount', 'price'];

/**
 * Amount off or the new price, whichever the merchant thinks in; the other figure is worked
 * out live beside the regular price (and read out when it changes).
 */
export function DiscountFigureFields({ product }: { product: MerchantProduct }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { control, setValue } = useFormContext<DiscountFormValues>();
  const entry = useWatch({ control, name: 'entry' });
  const figure = useWatch({ control, name: 'promotion_amount' });
  const amountOff = amountOffOf({ entry, promotion_amount: figure }, product.cost);
  const newPrice = discountedPriceOf({ entry, promotion_amount: figure }, product.cost);
  const known = !Number.isNaN(amountOff) && amountOff >= 0 && amountOff <= product.cost;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
          {t('merchantPromotions.discountForm.entry')}
        </Typography>
        <Controller
          control={control}
          name="entry"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              value={field.value}
              onChange={(_event, next: DiscountEntry | null) => {
                if (!next || next === field.value) return;
                // The figure follows the switch: Rs 50 off a Rs 450 price becomes a Rs 400 price.
                if (known) setValue('promotion_amount', next === 'amount' ? amountOff : newPrice);
                field.onChange(next);
              }}
              aria-labelledby={labelId}
              color="primary"
              size="small"
            >
              {ENTRIES.map((option) => (
                <ToggleButton key={option} value={option} sx={{ px: 2 }}>
                  {t(`merchantPromotions.discountForm.entries.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
      </Box>
      <FormNumberField
        control={control}
        name="promotion_amount"
        required
        prefix="Rs"
        step={0.01}
        label={t(`merchantPromotions.discountForm.figure.${entry}`)}
      />
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        {known
          ? t('merchantPromotions.discountForm.preview', {
              price: formatRupees(product.cost),
              newPrice: formatRupees(newPrice),
              off: formatRupees(amountOff),
            })
          : t('merchantPromotions.discountForm.regular', { price: formatRupees(product.cost) })}
      </Typography>
    </Box>
  );
}
