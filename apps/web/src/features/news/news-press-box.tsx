import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../theme/tokens';

/** Who journalists write to, with the contact form's Press topic as the other way in. */
export function NewsPressBox() {
  const { t } = useTranslation();
  const email = t('news.press.email');
  return (
    <Box
      component="aside"
      aria-labelledby="news-press-title"
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
      <CampaignIcon sx={{ fontSize: 40, color: '#8A5A00' }} aria-hidden />
      <Box sx={{ flex: 1 }}>
        <Typography
          id="news-press-title"
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' } }}
        >
          {t('news.press.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('news.press.body')}
        </Typography>
        <Link href={`mailto:${email}`} sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}>
          {email}
        </Link>
      </Box>
      <Button component={RouterLink} to="/contact?topic=press" variant="contained">
        {t('news.press.contact')}
      </Button>
    </Box>
  );
}
