import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PreviewNotice } from './preview-notice';

const FIELDS = [
  ['firstName', 'Ayesha', 'given-name'],
  ['lastName', 'Khan', 'family-name'],
  ['company', '', 'organization'],
  ['address1', 'House 12, Street 4', 'address-line1'],
  ['address2', 'Clifton Block 5', 'address-line2'],
  ['state', 'Sindh', 'address-level1'],
  ['province', 'Karachi', 'address-level2'],
  ['country', 'Pakistan', 'country-name'],
  ['mobile', '+92 300 1234567', 'tel'],
  ['phone', '', 'tel-local'],
] as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3 }}
    >
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /checkoutv2: the static checkout mock of SPEC §2, with sample data; Continue goes to the review. */
export function CheckoutPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate('/review-order');
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      spacing={3}
      sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('checkout.preview.checkoutTitle')}
      </Typography>
      <PreviewNotice />
      <Block title={t('checkout.preview.shipTo')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {FIELDS.map(([key, value, autoComplete]) => (
            <TextField
              key={key}
              label={t(`checkout.preview.${key}`)}
              defaultValue={value}
              autoComplete={autoComplete}
            />
          ))}
        </Box>
        <Stack sx={{ mt: 1 }}>
          <FormControlLabel
            control={<Checkbox defaultChecked />}
            label={t('checkout.preview.saveInfo')}
          />
          <FormControlLabel control={<Checkbox />} label={t('checkout.preview.shipDifferent')} />
        </Stack>
      </Block>
      <Block title={t('checkout.preview.method')}>
        <RadioGroup defaultValue="free" aria-label={t('checkout.preview.method')}>
          <FormControlLabel
            value="free"
            control={<Radio />}
            label={`${t('checkout.preview.freeDelivery')} · ${t('checkout.preview.freeDeliveryHint')}`}
          />
        </RadioGroup>
      </Block>
      <Block title={t('checkout.preview.payment')}>
        <RadioGroup defaultValue="cash" aria-label={t('checkout.preview.payment')}>
          <FormControlLabel value="cash" control={<Radio />} label={t('checkout.preview.cash')} />
          <FormControlLabel value="card" control={<Radio />} label={t('checkout.preview.card')} />
        </RadioGroup>
      </Block>
      <FormControlLabel control={<Checkbox />} label={t('checkout.preview.terms')} />
      <Button type="submit" variant="contained" size="large" sx={{ alignSelf: { sm: 'flex-end' } }}>
        {t('checkout.preview.continue')}
      </Button>
    </Stack>
  );
}
