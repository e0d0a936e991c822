import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutlineRounded';
import PhoneIcon from '@mui/icons-material/PhoneInTalkRounded';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleRounded';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';

interface ChannelProps {
  icon: ReactNode;
  title: string;
  hint: string;
  children: ReactNode;
}

function Channel({ icon, title, hint, children }: ChannelProps) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          bgcolor: brand.primaryLight,
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        <Box sx={{ fontSize: '1.0625rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {children}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
    </Box>
  );
}

/** Phone, email, hours and head office of the support team (SPEC §1: 24/7 support). */
export function ContactDetails() {
  const { t } = useTranslation();
  const email = t('footer.supportEmail');
  const phone = t('footer.supportPhone');
  const officeLines = t('contact.office.lines', { returnObjects: true }) as string[];
  return (
    <Box component="section" aria-labelledby="contact-details-title">
      <Typography id="contact-details-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2.5 }}>
        {t('contact.details.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
        <Channel
          icon={<PhoneIcon />}
          title={t('contact.details.phone')}
          hint={t('contact.details.phoneHint')}
        >
          <Link href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
            {phone}
          </Link>
        </Channel>
        <Channel
          icon={<MailIcon />}
          title={t('contact.details.email')}
          hint={t('contact.details.emailHint')}
        >
          <Link href={`mailto:${email}`}>{email}</Link>
        </Channel>
        <Channel
          icon={<ScheduleIcon />}
          title={t('contact.details.hours')}
          hint={t('contact.details.hoursHint')}
        >
          {t('footer.supportHours')}
        </Channel>
        <Channel
          icon={<PlaceIcon />}
          title={t('contact.office.title')}
          hint={t('contact.office.visits')}
        >
          <Box component="address" sx={{ fontStyle: 'normal', fontWeight: 500 }}>
            {officeLines.map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Box>
        </Channel>
      </Box>
    </Box>
  );
}
