import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleRounded';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { FORM_MESSAGES, type FormSubmissionResponse } from '@sauda/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../theme/tokens';
import type { ApplicationForm } from '../api/submit-application';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';

interface ApplicationConfirmationProps {
  form: ApplicationForm;
  response: FormSubmissionResponse;
}

/**
 * What the applicant sees once the application is in: thanks, what happens next and the
 * reference to quote. A repeat within a day says so kindly instead of storing it twice.
 */
export function ApplicationConfirmation({ form, response }: ApplicationConfirmationProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { submission, message } = response;
  const base = `applications.confirmation.${form}`;
  const steps = t(`${base}.next`, { returnObjects: true }) as string[];

  // The form the applicant was in has gone: bring them to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Box
      role="region"
      aria-labelledby="application-confirmation-title"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
    >
      <CheckCircleIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main' }} />
      <Typography
        ref={heading}
        id="application-confirmation-title"
        variant="h3"
        component="h3"
        tabIndex={-1}
        sx={{ outline: 'none' }}
      >
        {t(submission.duplicate ? `${base}.duplicateTitle` : `${base}.title`)}
      </Typography>
      {submission.duplicate && (
        <Box
          role="status"
          sx={{
            display: 'flex',
            gap: 1,
            p: 1.5,
            borderRadius: '12px',
            bgcolor: brand.accentLight,
          }}
        >
          <InfoIcon aria-hidden sx={{ color: '#8A5A00' }} />
          <Typography variant="body2">
            {translateMessage(message ?? FORM_MESSAGES.alreadyApplied)}
          </Typography>
        </Box>
      )}
      <Typography variant="body1" color="text.secondary">
        {t('applications.confirmation.reference')}{' '}
        <Box component="strong" sx={{ color: 'text.primary' }} dir="ltr">
          {t('applications.confirmation.referenceValue', { id: submission.id })}
        </Box>
      </Typography>
      <Box>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('applications.confirmation.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, color: 'text.secondary' }}>
          {steps.map((step) => (
            <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </Box>
      <Button component={RouterLink} to="/home" variant="contained">
        {t('applications.confirmation.home')}
      </Button>
    </Box>
  );
}
