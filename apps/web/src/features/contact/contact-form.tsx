import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/SendRounded';
import {
  CONTACT_TOPICS,
  LONG_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
  type ContactMessage,
} from '@sauda/domain';
import { useWatch, type Control } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormError } from '../../ui/form-error';
import { flipInRtl } from '../../ui/flip-in-rtl';
import type { ContactFormValues } from './contact-form-values';
import { ContactTextField } from './contact-text-field';
import { TOPIC_KEYS } from './contact-topics';

interface ContactFormProps {
  control: Control<ContactFormValues, unknown, ContactMessage>;
  onSubmit: () => void;
  pending: boolean;
  failure: string | null;
}

function MessageCounter({ control }: Pick<ContactFormProps, 'control'>) {
  const { t } = useTranslation();
  const message = useWatch({ control, name: 'message' });
  return t('contact.form.counter', { length: message.length, max: LONG_TEXT_MAX_LENGTH });
}

/** The fields of a message to the support team; every one explains its own refusal. */
export function ContactForm({ control, onSubmit, pending, failure }: ContactFormProps) {
  const { t } = useTranslation();
  const optional = (label: string) => t('contact.form.optional', { label });
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby="contact-form-title"
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onSubmit();
      }}
    >
      <Stack spacing={2.5}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <ContactTextField
            control={control}
            name="name"
            label={t('contact.form.name')}
            autoComplete="name"
            required
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          <ContactTextField
            control={control}
            name="email"
            type="email"
            label={t('contact.form.email')}
            autoComplete="email"
            required
            hint={t('contact.form.emailHint')}
          />
          <ContactTextField
            control={control}
            name="mobile_number"
            type="tel"
            label={optional(t('contact.form.mobile'))}
            autoComplete="tel"
            placeholder="+92 300 1234567"
            slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
          />
          <ContactTextField
            control={control}
            name="topic"
            select
            label={t('contact.form.topic')}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t('contact.form.topicPlaceholder')}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${TOPIC_KEYS[topic]}`)}
              </option>
            ))}
          </ContactTextField>
        </Box>
        <ContactTextField
          control={control}
          name="order_number"
          label={optional(t('contact.form.orderNumber'))}
          hint={t('contact.form.orderNumberHint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: ORDER_NUMBER_MAX_LENGTH, dir: 'ltr' } }}
        />
        <Box>
          <ContactTextField
            control={control}
            name="message"
            label={t('contact.form.message')}
            required
            multiline
            minRows={5}
            maxRows={14}
            hint={t('contact.form.messageHint')}
            slotProps={{ htmlInput: { maxLength: LONG_TEXT_MAX_LENGTH } }}
          />
          <Typography
            variant="caption"
            color="text.secondary"
            aria-hidden
            sx={{ display: 'block', textAlign: 'end', mt: 0.5 }}
          >
            <MessageCounter control={control} />
          </Typography>
        </Box>
        <FormError message={failure} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 2 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '46ch' }}>
            <Trans
              i18nKey="contact.form.privacy"
              components={{ privacy: <Link component={RouterLink} to="/privacy-policy" /> }}
            />
          </Typography>
          <Button
            type="submit"
            variant="contained"
            size="large"
            aria-disabled={pending}
            endIcon={
              pending ? (
                <CircularProgress size={18} color="inherit" aria-hidden />
              ) : (
                <SendIcon sx={flipInRtl} aria-hidden />
              )
            }
            sx={{ flexShrink: 0 }}
          >
            {pending ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
