import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { isEmail, type FormSubmissionResponse } from '@sauda/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postForm } from '../../api/endpoints/post-form';
import { errorText } from '../../i18n/domain-messages/error-text';
import { visuallyHidden } from '../visually-hidden';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'subscribed' }
  | { kind: 'already'; message: string }
  | { kind: 'failed'; message: string };

const ERROR_TEXT = '#FFCDD2';

function outcomeOf(answer: FormSubmissionResponse): Outcome {
  return answer.submission.duplicate && answer.message
    ? { kind: 'already', message: answer.message }
    : { kind: 'subscribed' };
}

/** Newsletter sign-up (SPEC §1 "an embedded form"), sent to the form-collection service. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const subscribe = useMutation({
    mutationFn: (address: string) => postForm('newsletter', { email: address }),
    onSuccess: (answer) => {
      setOutcome(outcomeOf(answer));
      if (!answer.submission.duplicate) setEmail('');
    },
    onError: (error) => setOutcome({ kind: 'failed', message: errorText(t, error) }),
  });
  const pending = subscribe.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const address = email.trim();
    if (!isEmail(address)) {
      setOutcome({ kind: 'invalid' });
      return;
    }
    setOutcome({ kind: 'idle' });
    subscribe.mutate(address);
  };

  const isError = outcome.kind === 'invalid' || outcome.kind === 'failed';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${inputId}-title`}
      aria-busy={pending}
    >
      <Typography id={`${inputId}-title`} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {t('footer.newsletter.title')}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85, mb: 1.5 }}>
        {t('footer.newsletter.body')}
      </Typography>
      <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
        {t('footer.newsletter.label')}
      </Box>
      <Box sx={{ display: 'flex', bgcolor: '#FFFFFF', borderRadius: 6, p: 0.5, maxWidth: 400 }}>
        <InputBase
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          readOnly={pending}
          onChange={(event) => {
            setEmail(event.target.value);
            setOutcome({ kind: 'idle' });
          }}
          placeholder={t('footer.newsletter.placeholder')}
          slotProps={{ input: { 'aria-describedby': messageId, 'aria-invalid': isError } }}
          sx={{ flex: 1, px: 1.5, minWidth: 0, color: 'text.primary' }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          aria-disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {pending ? t('footer.newsletter.pending') : t('footer.newsletter.submit')}
        </Button>
      </Box>
      <Typography
        id={messageId}
        role="status"
        variant="body2"
        sx={{ mt: 1, minHeight: 20, color: isError ? ERROR_TEXT : 'inherit' }}
      >
        <OutcomeText outcome={outcome} />
      </Typography>
    </Box>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'idle':
      return null;
    case 'invalid':
      return t('footer.newsletter.invalid');
    case 'subscribed':
      return t('footer.newsletter.subscribed');
    case 'already':
    case 'failed':
      return outcome.message;
  }
}
