import DownIcon from '@mui/icons-material/ArrowDownwardRounded';
import UpIcon from '@mui/icons-material/ArrowUpwardRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkPhoto, movePhoto, placePhotoAt } from '../model/photo-links';
import type { WizardState } from '../wizard/use-wizard-state';
import { PHOTO_DRAG_TYPE } from './photo-drag';
import { PhotoThumbnail } from './photo-thumbnail';

interface ProductPhotoOrderProps {
  state: WizardState;
  productKey: string;
  productName: string;
}

const allowDrop = (event: DragEvent) => event.preventDefault();

/**
 * One product's photos in the order shoppers will see them: dragged into place, or moved with
 * labelled up and down buttons for keyboards and screen readers. A photo dropped on the card
 * joins the product last.
 */
export function ProductPhotoOrder({ state, productKey, productName }: ProductPhotoOrderProps) {
  const { t } = useTranslation();
  const photoKeys = state.links[productKey] ?? [];
  const photoOf = (photoKey: string) => state.shownPhotos.find((photo) => photo.key === photoKey);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('inventory.add.link.photosOf', { name: productName })}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        const dragged = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (dragged) state.setLinks((links) => linkPhoto(links, dragged, productKey));
      }}
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography variant="h6" component="h3">
        {productName}
      </Typography>
      {photoKeys.length === 0 && (
        <Typography color="text.secondary">{t('inventory.add.link.empty')}</Typography>
      )}
      <Stack
        component="ol"
        direction="row"
        spacing={1.5}
        sx={{ flexWrap: 'wrap', p: 0, m: 0, mt: 1 }}
      >
        {photoKeys.map((photoKey, position) => {
          const photo = photoOf(photoKey);
          if (!photo) return null;
          const labels = { number: position + 1, name: productName };
          return (
            <Stack
              component="li"
              key={photoKey}
              draggable
              onDragStart={(event) => event.dataTransfer.setData(PHOTO_DRAG_TYPE, photoKey)}
              onDragOver={allowDrop}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                const dragged = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
                if (dragged) state.setLinks((links) => placePhotoAt(links, dragged, photoKey));
              }}
              sx={{ listStyle: 'none', alignItems: 'center' }}
            >
              <PhotoThumbnail photo={photo} alt={t('inventory.add.link.photoOf', labels)} />
              <Stack direction="row">
                <IconButton
                  size="small"
                  aria-label={t('inventory.add.link.moveUp', labels)}
                  disabled={position === 0}
                  onClick={() => state.setLinks((links) => movePhoto(links, photoKey, -1))}
                >
                  <UpIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('inventory.add.link.moveDown', labels)}
                  disabled={position === photoKeys.length - 1}
                  onClick={() => state.setLinks((links) => movePhoto(links, photoKey, 1))}
                >
                  <DownIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
