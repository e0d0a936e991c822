import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@sauda/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage, serverFieldMessages, type ShownMessage } from '../../../api/server-message';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';
import { FormError } from '../../../ui/form-error';
import {
  SERVER_FIELDS,
  profileFormSchema,
  profileFormValues,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../model/profile-form';
import { AvatarUploadError, useSaveProfile } from '../use-save-profile';
import { AvatarPicker } from './avatar-picker';
import { ProfileTextField } from './profile-text-field';

/** The profile's details and photo; the server's refusals show under the fields they concern. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const save = useSaveProfile();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | ShownMessage | null>(null);
  const [formError, setFormError] = useState<ShownMessage | null>(null);
  const { control, handleSubmit, setError } = useForm<ProfileFormInput, unknown, ProfileFormOutput>(
    { resolver: zodResolver(profileFormSchema), defaultValues: profileFormValues(user) },
  );
  const pending = save.isPending;

  const submit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(
      { userId: user.query_id, values, photo },
      {
        onSuccess: () => setPhoto(null),
        onError: (error) => {
          if (error instanceof AvatarUploadError) {
            setPhotoError(errorMessage(error.reason));
            return;
          }
          let placed = false;
          for (const [key, message] of Object.entries(serverFieldMessages(error))) {
            const field = SERVER_FIELDS[key];
            if (field) setError(field, { message: translate(message) });
            else if (key === 'avatar') setPhotoError(message);
            placed ||= Boolean(field) || key === 'avatar';
          }
          if (!placed) setFormError(errorMessage(error));
        },
      },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <AvatarPicker
          name={user.full_name ?? ''}
          currentUrl={user.avatar_url}
          photo={photo}
          onPhoto={(next) => {
            setPhoto(next);
            save.reset();
          }}
          error={photoError}
          onError={setPhotoError}
          disabled={pending}
        />
        <ProfileTextField
          control={control}
          name="fullName"
          label={t('auth.fields.fullName')}
          autoComplete="name"
          disabled={pending}
        />
        <ProfileTextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          disabled={pending}
        />
        <ProfileTextField
          control={control}
          name="dob"
          type="date"
          label={t('auth.fields.dob')}
          autoComplete="bday"
          disabled={pending}
        />
        <FormError message={formError} />
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('profile.saved')}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={pending}>
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
