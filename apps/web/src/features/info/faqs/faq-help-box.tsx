import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../theme/tokens';

/** Where to go when no answer fits: the 24/7 support line, email and contact page. */
export function FaqHelpBox() {
  const { t } = useTranslation();
  const email = t('footer.supportEmail');
  const phone = t('footer.supportPhone');
  return (
    <Box
      component="aside"
      aria-labelledby="faq-help-title"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        p: { xs: 2.5, md: 3 },
        borderRadius: '16px',
        bgcolor: brand.accentLight,
      }}
    >
      <SupportIcon sx={{ fontSize: 40, color: '#8A5A00' }} aria-hidden />
      <Box sx={{ flex: 1 }}>
        <Typography
          id="faq-help-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' } }}
        >
          {t('info.faqs.help.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('info.faqs.help.body')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
          <Link href={`mailto:${email}`}>{email}</Link>
          <Link href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr">
            {phone}
          </Link>
        </Stack>
      </Box>
      <Button component={RouterLink} to="/contact" variant="contained">
        {t('info.faqs.help.contact')}
      </Button>
    </Box>
  );
}
