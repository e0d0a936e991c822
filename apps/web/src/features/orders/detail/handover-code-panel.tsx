import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/KeyRounded';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

/** The code the shopper tells the rider at the door, large enough to read out from a phone. */
export function HandoverCodePanel({ code }: { code: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        p: 2,
        borderRadius: 1,
        bgcolor: brand.accentLight,
        border: 1,
        borderColor: brand.accent,
      }}
    >
      <KeyIcon aria-hidden="true" sx={{ color: 'secondary.dark', fontSize: 28, flexShrink: 0 }} />
      {/* On a narrow phone the code drops under the words rather than squeezing them. */}
      <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
        <Typography id={titleId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {t('orders.detail.handover.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('orders.detail.handover.hint')}
        </Typography>
      </Box>
      <Typography
        data-testid="handover-code"
        sx={{
          fontSize: '1.75rem',
          fontWeight: 700,
          letterSpacing: '0.2em',
          fontVariantNumeric: 'tabular-nums',
          color: brand.text,
          flexShrink: 0,
        }}
      >
        {code}
      </Typography>
    </Box>
  );
}
