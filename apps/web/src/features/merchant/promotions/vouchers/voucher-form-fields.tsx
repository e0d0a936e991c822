import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../../ui/form-number-field';
import { KarachiDateTimeField } from '../components/karachi-date-time-field';
import type { VoucherFormValues } from '../model/voucher-form';
import { VoucherCodeField } from './voucher-code-field';
import { VoucherKindToggle } from './voucher-kind-toggle';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** Every field of a voucher; the cap only for a percent voucher. */
export function VoucherFormFields() {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<VoucherFormValues>();
  const kind = useWatch({ control, name: 'kind' });
  const percent = kind === 'percent';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <VoucherCodeField control={control} />
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <VoucherKindToggle
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              // A fixed voucher has no cap: one typed for the percent must not stay behind.
              if (next === 'fixed') setValue('cap', Number.NaN);
            }}
          />
        )}
      />
      <Box sx={twoColumns}>
        <FormNumberField
          control={control}
          name="value"
          required
          label={t(`merchantPromotions.voucherForm.value.${kind}`)}
          {...(percent ? { suffix: '%', integer: true } : { prefix: 'Rs', step: 0.01 })}
        />
        {percent && (
          <FormNumberField
            control={control}
            name="cap"
            label={t('merchantPromotions.voucherForm.cap')}
            helperText={t('merchantPromotions.voucherForm.capHelp')}
            prefix="Rs"
            step={0.01}
          />
        )}
        <FormNumberField
          control={control}
          name="minimum"
          label={t('merchantPromotions.voucherForm.minimum')}
          helperText={t('merchantPromotions.voucherForm.minimumHelp')}
          prefix="Rs"
          step={0.01}
        />
        <FormNumberField
          control={control}
          name="total_limit"
          label={t('merchantPromotions.voucherForm.totalLimit')}
          helperText={t('merchantPromotions.voucherForm.totalLimitHelp')}
          integer
        />
        <FormNumberField
          control={control}
          name="per_user_limit"
          required
          label={t('merchantPromotions.voucherForm.perUserLimit')}
          integer
        />
      </Box>
      <Box sx={twoColumns}>
        <KarachiDateTimeField
          control={control}
          name="starts_at"
          label={t('merchantPromotions.voucherForm.startsAt')}
          helperText={t('merchantPromotions.voucherForm.startsAtHelp')}
        />
        <KarachiDateTimeField
          control={control}
          name="ends_at"
          label={t('merchantPromotions.voucherForm.endsAt')}
          helperText={t('merchantPromotions.voucherForm.endsAtHelp')}
        />
      </Box>
      <Alert severity="info" variant="outlined">
        {t('merchantPromotions.voucherForm.costNote')}
      </Alert>
    </Box>
  );
}
