import TextField from '@mui/material/TextField';
import { VOUCHER_CODE_MAX } from '@sauda/domain';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n/domain-messages/use-translate-message';
import type { VoucherFormValues } from '../model/voucher-form';

/** The code shoppers type at checkout, shown in capitals (the server stores it so). */
export function VoucherCodeField({ control }: { control: Control<VoucherFormValues> }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={t('merchantPromotions.voucherForm.code')}
          required
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? translate(fieldState.error.message ?? '')
              : t('merchantPromotions.voucherForm.codeHelp')
          }
          fullWidth
          slotProps={{
            htmlInput: {
              maxLength: VOUCHER_CODE_MAX,
              autoCapitalize: 'characters',
              autoComplete: 'off',
              spellCheck: false,
              style: { fontFamily: 'monospace', textTransform: 'uppercase', letterSpacing: 1 },
            },
          }}
        />
      )}
    />
  );
}
