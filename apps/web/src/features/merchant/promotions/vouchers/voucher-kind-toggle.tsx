import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { VOUCHER_KINDS, type VoucherKind } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface VoucherKindToggleProps {
  value: VoucherKind;
  onChange: (kind: VoucherKind) => void;
}

/** Percent off or a fixed amount off: one of the two is always chosen. */
export function VoucherKindToggle({ value, onChange }: VoucherKindToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('merchantPromotions.voucherForm.kind')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_event, kind: VoucherKind | null) => {
          if (kind) onChange(kind);
        }}
        aria-labelledby={labelId}
        color="primary"
        size="small"
      >
        {VOUCHER_KINDS.map((kind) => (
          <ToggleButton key={kind} value={kind} sx={{ px: 2 }}>
            {t(`merchantPromotions.voucherForm.kinds.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
