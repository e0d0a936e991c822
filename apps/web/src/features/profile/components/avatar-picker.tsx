import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import PhotoIcon from '@mui/icons-material/PhotoCameraOutlined';
import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../auth';
import { useTranslateMessage } from '../../../i18n/domain-messages/use-translate-message';
import type { ShownMessage } from '../../../api/server-message';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { avatarFileProblem } from '../model/avatar-file-check';

interface AvatarPickerProps {
  name: string;
  /** The photo the server has now, if any. */
  currentUrl: string | null;
  /** The photo picked to upload with the next save; null for none. */
  photo: File | null;
  onPhoto: (photo: File | null) => void;
  error: string | ShownMessage | null;
  onError: (error: string | null) => void;
  disabled: boolean;
}

/** The profile photo with a preview of a newly picked JPEG or PNG, checked before it goes. */
export function AvatarPicker(props: AvatarPickerProps) {
  const { name, currentUrl, photo, onPhoto, error, onError, disabled } = props;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const hintId = useId();
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await avatarFileProblem(file);
    onError(problem);
    onPhoto(problem ? null : file);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? currentUrl ?? undefined}
        alt={t('profile.avatar.alt', { name })}
        sx={{ width: 88, height: 88, fontSize: 32, fontWeight: 700, bgcolor: 'primary.main' }}
      >
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {/* The input sits inside its label-button: keyboard focus lands on the real file input,
            and its name is the button's words. */}
        <Button
          component="label"
          variant="outlined"
          startIcon={<PhotoIcon />}
          disabled={disabled}
          tabIndex={-1}
          role={undefined}
          sx={{
            '&:has(:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {photo ? t('profile.avatar.changeAgain') : t('profile.avatar.change')}
          <Box
            component="input"
            type="file"
            name="avatar"
            accept="image/jpeg,image/png"
            disabled={disabled}
            aria-describedby={hintId}
            sx={visuallyHidden}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {photo ? t('profile.avatar.pending') : t('profile.avatar.hint')}
        </Typography>
        {error && (
          <FormHelperText error role="alert">
            {translate(error)}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
