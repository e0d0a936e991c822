import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../../i18n';
import { companyCategoriesQueryOptions } from '../../../../catalog';
import type { WizardFormInput } from '../model/wizard-form';

const NONE = '';

interface CategoryFieldsProps {
  storeId: string;
  index: number;
  control: Control<WizardFormInput>;
  setValue: UseFormSetValue<WizardFormInput>;
  categoryId: number;
}

/** The product's category (required) and, when that category has them, its sub-category. */
export function CategoryFields({
  storeId,
  index,
  control,
  setValue,
  categoryId,
}: CategoryFieldsProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const categories = useQuery(companyCategoriesQueryOptions(storeId)).data ?? [];
  const known = categories.some((category) => category.id === categoryId);
  const subCategories =
    categories.find((category) => category.id === categoryId)?.sub_categories ?? [];

  return (
    <>
      <Controller
        control={control}
        name={`products.${index}.category_id`}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            fullWidth
            name={field.name}
            inputRef={field.ref}
            label={t('inventory.add.details.category')}
            value={Number.isNaN(field.value) || !field.value ? NONE : String(field.value)}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              setValue(`products.${index}.sub_category_id`, null);
            }}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error ? translate(fieldState.error.message ?? '') : undefined}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.name}
              </MenuItem>
            ))}
            {/* The product's category shows while the list of categories is on its way. */}
            {categoryId > 0 && !known && (
              <MenuItem value={String(categoryId)}>{t('inventory.category.chosen')}</MenuItem>
            )}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name={`products.${index}.sub_category_id`}
        render={({ field }) => (
          <TextField
            select
            fullWidth
            name={field.name}
            inputRef={field.ref}
            label={t('inventory.add.details.subCategory')}
            disabled={subCategories.length === 0}
            value={field.value ? String(field.value) : NONE}
            onChange={(event) =>
              field.onChange(event.target.value === NONE ? null : Number(event.target.value))
            }
          >
            <MenuItem value={NONE}>{t('inventory.add.details.noSubCategory')}</MenuItem>
            {subCategories.map((sub) => (
              <MenuItem key={sub.id} value={String(sub.id)}>
                {sub.name}
              </MenuItem>
            ))}
            {Boolean(field.value) && !subCategories.some((sub) => sub.id === field.value) && (
              <MenuItem value={String(field.value)}>
                {t('inventory.add.details.subCategory')}
              </MenuItem>
            )}
          </TextField>
        )}
      />
    </>
  );
}
