import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import {
  LOGIN_PIN_MAX_LENGTH,
  NAME_MAX_LENGTH,
  keepAlphanumeric,
  keepLettersWithSpaces,
} from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { translateMessage } from '../../../i18n';
import { GuestCodeDialog } from './guest-code-dialog';
import type { GuestVerification } from './use-guest-verification';

interface GuestSectionProps {
  guest: GuestVerification;
  contactPhone: string;
}

/** For guests: name and password, then Verify Account sends a code to the contact phone. */
export function GuestSection({ guest, contactPhone }: GuestSectionProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('checkout.guest.intro')}
      </Typography>
      <TextField
        label={t('checkout.fields.guestName')}
        value={guest.name}
        onChange={(event) => guest.setName(keepLettersWithSpaces(event.target.value))}
        error={Boolean(guest.errors.name)}
        helperText={guest.errors.name && translateMessage(t, guest.errors.name)}
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
      />
      <TextField
        label={t('checkout.fields.guestPassword')}
        type={shown ? 'text' : 'password'}
        value={guest.password}
        onChange={(event) => guest.setPassword(keepAlphanumeric(event.target.value))}
        error={Boolean(guest.errors.password)}
        helperText={guest.errors.password && translateMessage(t, guest.errors.password)}
        autoComplete="new-password"
        slotProps={{
          htmlInput: { maxLength: LOGIN_PIN_MAX_LENGTH },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={
                    shown ? t('checkout.fields.hidePassword') : t('checkout.fields.showPassword')
                  }
                  onClick={() => setShown((value) => !value)}
                  edge="end"
                >
                  {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {guest.errors.phone && <FormError message={guest.errors.phone} />}
      <Button
        variant="outlined"
        onClick={() => void guest.verifyAccount(contactPhone)}
        loading={guest.signingUp}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('checkout.guest.verify')}
      </Button>
      <FormError message={guest.errors.form} />
      <GuestCodeDialog guest={guest} />
    </Stack>
  );
}
