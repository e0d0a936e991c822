import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PreviewNotice } from './preview-notice';

const SAMPLE = [
  ['email', 'ayesha.khan@example.pk'],
  ['shipTo', 'House 12, Street 4, Clifton Block 5, Karachi'],
  ['methodLabel', 'Free Delivery · 2–3 working days'],
  ['paymentLabel', 'Cash'],
] as const;

/** /review-order: the static review mock of SPEC §2 with sample data and change links. */
export function ReviewOrderPreviewPage() {
  const { t } = useTranslation();
  const generalId = useId();
  const billingId = useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('checkout.preview.reviewTitle')}
      </Typography>
      <PreviewNotice />
      <Paper
        component="section"
        aria-labelledby={generalId}
        variant="outlined"
        sx={{ p: 2.5, borderRadius: 3 }}
      >
        <Typography
          id={generalId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {t('checkout.preview.general')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '160px 1fr auto' },
            gap: 1.5,
            alignItems: 'baseline',
          }}
        >
          {SAMPLE.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                color="text.secondary"
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              >
                {t(`checkout.preview.${key}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
              <Link
                component={RouterLink}
                to="/checkoutv2"
                aria-label={t('checkout.preview.changeLabel', {
                  field: t(`checkout.preview.${key}`),
                })}
              >
                {t('checkout.preview.change')}
              </Link>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper
        component="section"
        aria-labelledby={billingId}
        variant="outlined"
        sx={{ p: 2.5, borderRadius: 3 }}
      >
        <Typography
          id={billingId}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, mb: 1 }}
        >
          {t('checkout.preview.billing')}
        </Typography>
        <RadioGroup defaultValue="same" aria-labelledby={billingId}>
          <FormControlLabel
            value="same"
            control={<Radio />}
            label={t('checkout.preview.billingSame')}
          />
          <FormControlLabel
            value="different"
            control={<Radio />}
            label={t('checkout.preview.billingDifferent')}
          />
        </RadioGroup>
      </Paper>
      <Button variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-end' } }}>
        {t('checkout.preview.placeOrder')}
      </Button>
    </Stack>
  );
}
