import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleRounded';
import InfoIcon from '@mui/icons-material/InfoRounded';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../theme/tokens';
import type { ContactSent } from './use-contact-form';

interface ContactConfirmationProps {
  sent: ContactSent;
  onStartOver: () => void;
}

/** What happens after sending: the reference to quote, or the polite answer to a repeat. */
export function ContactConfirmation({ sent, onStartOver }: ContactConfirmationProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const repeat = sent.repeatMessage !== undefined;

  // The form the person was in is gone: bring them to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  const Icon = repeat ? InfoIcon : CheckIcon;
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 2, md: 4 }, px: { md: 2 } }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: repeat ? brand.accentLight : brand.primaryLight,
        }}
      >
        <Icon sx={{ fontSize: 36, color: repeat ? '#8A5A00' : 'primary.main' }} aria-hidden />
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component="h3"
        sx={{ outline: 'none' }}
      >
        {repeat ? t('contact.sent.repeatTitle') : t('contact.sent.title')}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: '48ch', mx: 'auto' }} color="text.secondary">
        {sent.repeatMessage ?? t('contact.sent.body')}
      </Typography>
      <Box
        sx={{
          display: 'inline-block',
          mt: 2.5,
          px: 2.5,
          py: 1.25,
          borderRadius: '12px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('contact.sent.reference')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.5rem', letterSpacing: 1 }} dir="ltr">
          {t('contact.sent.referenceValue', { id: sent.reference })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('contact.sent.next')}
      </Typography>
      <Button variant="outlined" onClick={onStartOver} sx={{ mt: 3 }}>
        {t('contact.sent.another')}
      </Button>
    </Box>
  );
}
