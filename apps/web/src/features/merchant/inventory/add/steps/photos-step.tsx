import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_MIME_TYPES } from '@sauda/domain';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../../i18n';
import type { WizardState } from '../wizard/use-wizard-state';
import { PhotoList } from './photo-list';

/**
 * Step 2: photos chosen or dropped, each checked by its content and size before it is kept;
 * every refused file is named with its reason.
 */
export function PhotosStep({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [dragging, setDragging] = useState(false);

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void state.addPhotos([...event.dataTransfer.files]);
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 3,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
          {t('inventory.add.photos.choose')}
          <input
            hidden
            type="file"
            multiple
            accept={PHOTO_MIME_TYPES.join(',')}
            data-testid="photo-input"
            onChange={(event) => {
              void state.addPhotos([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('inventory.add.photos.drop')}
        </Typography>
      </Box>
      {state.refused.length > 0 && (
        <Alert severity="error" role="alert">
          {state.refused.map((refusal) => (
            <div key={refusal.name}>
              {t('inventory.add.photos.refused', {
                file: refusal.name,
                message: translate(refusal.message),
              })}
            </div>
          ))}
        </Alert>
      )}
      <PhotoList state={state} />
    </Stack>
  );
}
