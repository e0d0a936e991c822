import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlineRounded';
import PhoneIcon from '@mui/icons-material/PhoneInTalkRounded';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';
import { AppStoreBadges } from '../app-store-badges';
import { Logo } from '../logo';
import { FooterLinkGroups } from './footer-link-groups';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';
import { HydrateWhenVisible } from '../hydrate-when-visible';

/** Site footer (SPEC §1, §2): apps, social pages, legal and help links, support, newsletter. */
export function Footer() {
  const { t } = useTranslation();
  const email = t('footer.supportEmail');
  const phone = t('footer.supportPhone');
  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ bgcolor: brand.primaryDark, color: '#FFFFFF', mt: 'auto', pt: { xs: 5, md: 7 }, pb: 3 }}
    >
      <HydrateWhenVisible>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 5 },
              gridTemplateColumns: { xs: '1fr', md: '1.3fr 2fr 1.3fr' },
            }}
          >
            <Stack spacing={2}>
              <Logo tone="inverse" height={34} />
              <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 320 }}>
                {t('footer.about')}
              </Typography>
              <Typography variant="subtitle2" component="h2">
                {t('footer.getTheApp')}
              </Typography>
              <AppStoreBadges />
            </Stack>
            <FooterLinkGroups />
            <Stack spacing={3}>
              <NewsletterForm />
              <Box>
                <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                  {t('footer.support')}
                </Typography>
                <Typography variant="body2" sx={{ opacity: 0.85, mb: 1 }}>
                  {t('footer.supportHours')}
                </Typography>
                <Stack spacing={0.75}>
                  <Link href={`mailto:${email}`} color="inherit" sx={contactLink}>
                    <MailIcon fontSize="small" aria-hidden /> {email}
                  </Link>
                  <Link
                    href={`tel:${phone.replace(/\s/g, '')}`}
                    color="inherit"
                    sx={contactLink}
                    dir="ltr"
                  >
                    <PhoneIcon fontSize="small" aria-hidden /> {phone}
                  </Link>
                </Stack>
              </Box>
            </Stack>
          </Box>
          <Divider sx={{ borderColor: 'rgba(255,255,255,0.18)', my: { xs: 3, md: 4 } }} />
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            sx={{
              justifyContent: 'space-between',
              alignItems: { xs: 'flex-start', sm: 'center' },
              gap: 2,
            }}
          >
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              {t('footer.copyright')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {t('footer.followUs')}
              </Typography>
              <SocialLinks />
            </Stack>
          </Stack>
        </Container>
      </HydrateWhenVisible>
    </Box>
  );
}

const contactLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 1,
  width: 'fit-content',
} as const;
