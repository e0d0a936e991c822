import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { isEmail } from '@sauda/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';

type Status = 'idle' | 'invalid' | 'accepted';

/** Newsletter sign-up field; the embedded form service is wired later, so it only confirms. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const inputId = useId();
  const messageId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(isEmail(email.trim()) ? 'accepted' : 'invalid');
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${inputId}-title`}>
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
          onChange={(event) => {
            setEmail(event.target.value);
            setStatus('idle');
          }}
          placeholder={t('footer.newsletter.placeholder')}
          slotProps={{
            input: { 'aria-describedby': messageId, 'aria-invalid': status === 'invalid' },
          }}
          sx={{ flex: 1, px: 1.5, minWidth: 0, color: 'text.primary' }}
        />
        <Button type="submit" variant="contained" color="secondary">
          {t('footer.newsletter.submit')}
        </Button>
      </Box>
      <Typography
        id={messageId}
        role="status"
        variant="body2"
        sx={{ mt: 1, minHeight: 20, color: status === 'invalid' ? '#FFCDD2' : 'inherit' }}
      >
        {status === 'invalid' && t('footer.newsletter.invalid')}
        {status === 'accepted' && t('footer.newsletter.soon')}
      </Typography>
    </Box>
  );
}
