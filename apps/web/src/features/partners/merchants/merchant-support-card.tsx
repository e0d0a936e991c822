import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlineRounded';
import PhoneIcon from '@mui/icons-material/PhoneRounded';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

/** SPEC §1: merchants may also join by contacting support, on the footer's line and address. */
export function MerchantSupportCard() {
  const { t } = useTranslation();
  const email = t('footer.supportEmail');
  const phone = t('footer.supportPhone');
  return (
    <Box
      component="aside"
      aria-labelledby="merchant-support-title"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '16px', bgcolor: brand.accentLight }}
    >
      <SupportIcon aria-hidden sx={{ fontSize: 40, color: '#8A5A00' }} />
      <Typography id="merchant-support-title" variant="h3" sx={{ fontSize: '1.25rem', mt: 1 }}>
        {t('partners.merchants.support.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2 }}>
        {t('partners.merchants.support.body')}
      </Typography>
      <Stack spacing={1.25}>
        <Button
          href={`tel:${phone.replace(/\s/g, '')}`}
          variant="contained"
          startIcon={<PhoneIcon />}
          aria-label={t('partners.merchants.support.callLabel', { phone })}
        >
          <Box component="span" dir="ltr">
            {phone}
          </Box>
        </Button>
        <Button
          href={`mailto:${email}?subject=${encodeURIComponent(t('partners.merchants.support.subject'))}`}
          variant="outlined"
          startIcon={<MailIcon />}
          aria-label={t('partners.merchants.support.emailLabel', { email })}
          sx={{ bgcolor: 'background.paper', textTransform: 'none' }}
        >
          {email}
        </Button>
      </Stack>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('footer.supportHours')}
      </Typography>
    </Box>
  );
}
