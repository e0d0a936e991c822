import CloseIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../../ui/confirm-dialog';
import type { WizardState } from '../wizard/use-wizard-state';
import { PhotoThumbnail } from './photo-thumbnail';

/**
 * The product's own photos, then the chosen ones, each with a remove button. A chosen file
 * goes at once; a photo the product already has is deleted on save, so it asks first.
 */
export function PhotoList({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ key: string; number: number } | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (key: string, number: number) => {
    setAsking({ key, number });
    setOpen(true);
  };

  if (state.shownPhotos.length === 0) {
    return <Typography color="text.secondary">{t('inventory.add.photos.none')}</Typography>;
  }
  return (
    <>
      {state.existing.length > 0 && (
        <Typography color="text.secondary">{t('inventory.add.photos.existingIntro')}</Typography>
      )}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0 }}>
        {state.shownPhotos.map((photo, index) => {
          const number = index + 1;
          const remove = () =>
            'image' in photo ? ask(photo.key, number) : state.removePhoto(photo.key);
          return (
            <Box component="li" key={photo.key} sx={{ listStyle: 'none' }}>
              <PhotoThumbnail photo={photo} alt={t('inventory.add.photos.alt', { number })}>
                <IconButton
                  size="small"
                  aria-label={t('inventory.add.photos.remove', { number })}
                  onClick={remove}
                  sx={{
                    position: 'absolute',
                    top: 2,
                    insetInlineEnd: 2,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </PhotoThumbnail>
            </Box>
          );
        })}
      </Box>
      <ConfirmDialog
        open={open}
        title={t('inventory.add.photos.removeExisting.title')}
        text={t('inventory.add.photos.removeExisting.text', { number: asking?.number ?? 0 })}
        confirmLabel={t('inventory.add.photos.removeExisting.confirm')}
        cancelLabel={t('inventory.add.photos.removeExisting.cancel')}
        onConfirm={() => {
          if (asking) state.removeExisting(asking.key);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
        onExited={() => setAsking(null)}
      />
    </>
  );
}
