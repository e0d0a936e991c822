import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_BRAND_MAX, PRODUCT_DESCRIPTION_MAX } from '@sauda/domain';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../../i18n';
import type { WizardState } from '../wizard/use-wizard-state';
import { CategoryFields } from './category-fields';
import { VariantsField } from './variants-field';
import { WizardNumberField } from './wizard-number-field';

interface ProductDetailsCardProps {
  state: WizardState;
  storeId: string;
  index: number;
}

/** Everything about one product besides its name and photos. */
export function ProductDetailsCard({ state, storeId, index }: ProductDetailsCardProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { control, register, setValue, formState } = state.form;
  const headingId = useId();
  const product = useWatch({ control, name: `products.${index}` });
  const errors = formState.errors.products?.[index];
  const textError = (message: string | undefined) => (message ? translate(message) : undefined);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {product.name}
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CategoryFields
            storeId={storeId}
            index={index}
            control={control}
            setValue={setValue}
            categoryId={product.category_id}
          />
        </Stack>
        <TextField
          {...register(`products.${index}.brand`)}
          label={t('inventory.add.details.brand')}
          error={Boolean(errors?.brand)}
          helperText={textError(errors?.brand?.message)}
          slotProps={{ htmlInput: { maxLength: PRODUCT_BRAND_MAX } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <VariantsField
            control={control}
            name={`products.${index}.colors`}
            label={t('inventory.add.details.colors')}
          />
          <VariantsField
            control={control}
            name={`products.${index}.sizes`}
            label={t('inventory.add.details.sizes')}
          />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <WizardNumberField
            control={control}
            name={`products.${index}.cost`}
            label={t('inventory.add.details.price')}
            prefix="Rs"
          />
          <WizardNumberField
            control={control}
            name={`products.${index}.quantity`}
            label={t('inventory.add.details.stock')}
            disabled={product.unlimited === true}
            integer
          />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name={`products.${index}.unlimited`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(_event, on) => field.onChange(on)}
                  />
                }
                label={t('inventory.add.details.unlimited')}
              />
            )}
          />
          <Controller
            control={control}
            name={`products.${index}.is_active`}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value !== false}
                    onChange={(_event, on) => field.onChange(on)}
                  />
                }
                label={t('inventory.add.details.active')}
              />
            )}
          />
        </Stack>
        <TextField
          {...register(`products.${index}.description`)}
          label={t('inventory.add.details.description')}
          multiline
          minRows={3}
          error={Boolean(errors?.description)}
          helperText={textError(errors?.description?.message)}
          slotProps={{ htmlInput: { maxLength: PRODUCT_DESCRIPTION_MAX } }}
        />
      </Stack>
    </Paper>
  );
}
