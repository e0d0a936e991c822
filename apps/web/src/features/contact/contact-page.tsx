import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoPageHeader } from '../info';
import { ContactConfirmation } from './contact-confirmation';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactQuickLinks } from './contact-quick-links';
import { topicFromSlug } from './contact-topics';
import { useContactForm } from './use-contact-form';

/** /contact: how to reach support right now, and a message form answered by email. */
export function ContactPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const contact = useContactForm(topicFromSlug(params.get('topic')));
  return (
    <article aria-labelledby="contact-title">
      <InfoPageHeader
        titleId="contact-title"
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        intro={t('contact.intro')}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={5}>
            <ContactDetails />
            <ContactQuickLinks />
          </Stack>
          <Paper
            component="section"
            aria-labelledby="contact-form-title"
            variant="outlined"
            sx={{ p: { xs: 2.5, sm: 3, md: 4 }, borderRadius: '16px' }}
          >
            <Typography id="contact-form-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
              {t('contact.form.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
              {t('contact.form.intro')}
            </Typography>
            {contact.sent ? (
              <ContactConfirmation sent={contact.sent} onStartOver={contact.startOver} />
            ) : (
              <ContactForm
                control={contact.form.control}
                onSubmit={() => void contact.submit()}
                pending={contact.pending}
                failure={contact.failure}
              />
            )}
          </Paper>
        </Box>
      </Container>
    </article>
  );
}
