import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { linkPhoto, productOfPhoto } from '../model/photo-links';
import type { WizardState } from '../wizard/use-wizard-state';
import { PhotoThumbnail } from './photo-thumbnail';
import { ProductPhotoOrder } from './product-photo-order';
import { PHOTO_DRAG_TYPE } from './photo-drag';

const NO_PRODUCT = '';

interface LinkStepProps {
  state: WizardState;
  /** A photo's upload the server refused: its message shows beside it. */
  refusedPhoto: { photoKey: string; text: string } | null;
  showUnlinked: boolean;
}

/** Step 3: each photo given to a product (picked or dragged), then ordered per product. */
export function LinkStep({ state, refusedPhoto, showUnlinked }: LinkStepProps) {
  const { t } = useTranslation();
  const products = state.form.watch('products');
  const productName = (index: number) =>
    products[index]?.name.trim() || t('inventory.add.link.unnamed', { number: index + 1 });

  if (state.shownPhotos.length === 0) {
    return <Typography color="text.secondary">{t('inventory.add.link.noPhotos')}</Typography>;
  }
  return (
    <Stack spacing={3}>
      {showUnlinked && (
        <Alert severity="error" role="alert">
          {t('inventory.add.link.unlinked')}
        </Alert>
      )}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
        {state.shownPhotos.map((photo, index) => (
          <Stack
            component="li"
            key={photo.key}
            spacing={1}
            draggable
            onDragStart={(event) => event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key)}
            sx={{ listStyle: 'none', width: 180, cursor: 'grab' }}
          >
            <PhotoThumbnail
              photo={photo}
              size={180}
              alt={t('inventory.add.photos.alt', { number: index + 1 })}
            />
            <TextField
              select
              size="small"
              label={t('inventory.add.link.productOf', { number: index + 1 })}
              value={productOfPhoto(state.links, photo.key) ?? NO_PRODUCT}
              // A photo the product already has stays with it: removing it is on step 2.
              disabled={'image' in photo}
              onChange={(event) => {
                const chosen = event.target.value === NO_PRODUCT ? null : event.target.value;
                state.setLinks((links) => linkPhoto(links, photo.key, chosen));
              }}
            >
              <MenuItem value={NO_PRODUCT}>{t('inventory.add.link.none')}</MenuItem>
              {products.map((product, productIndex) => (
                <MenuItem key={product.draft_key} value={product.draft_key}>
                  {productName(productIndex)}
                </MenuItem>
              ))}
            </TextField>
            {refusedPhoto?.photoKey === photo.key && (
              <Typography color="error" variant="body2" role="alert">
                {refusedPhoto.text}
              </Typography>
            )}
          </Stack>
        ))}
      </Box>
      {products.map((product, index) => (
        <ProductPhotoOrder
          key={product.draft_key}
          state={state}
          productKey={product.draft_key}
          productName={productName(index)}
        />
      ))}
    </Stack>
  );
}
