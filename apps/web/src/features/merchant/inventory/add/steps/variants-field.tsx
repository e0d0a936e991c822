import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../../i18n';
import type { WizardFormInput } from '../model/wizard-form';

interface VariantsFieldProps {
  control: Control<WizardFormInput>;
  name: `products.${number}.colors` | `products.${number}.sizes`;
  label: string;
}

/** "Red, Blue" as a list, blanks dropped; the words typed stay as typed while editing. */
function variantsOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A product's colours or sizes, typed with commas between them. */
export function VariantsField({ control, name, label }: VariantsFieldProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <VariantsText
          value={field.value ?? []}
          onChange={field.onChange}
          label={label}
          helper={
            fieldState.error
              ? translate(fieldState.error.message ?? '')
              : t('inventory.add.details.commas')
          }
          error={Boolean(fieldState.error)}
        />
      )}
    />
  );
}

interface VariantsTextProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  label: string;
  helper: string;
  error: boolean;
}

function VariantsText({ value, onChange, label, helper, error }: VariantsTextProps) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(variantsOf(event.target.value));
      }}
      helperText={helper}
      error={error}
      fullWidth
    />
  );
}
