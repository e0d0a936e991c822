import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

interface EmptyCartPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * What the header's cart button says when clicked with nothing in it: checkout starts only with
 * items (SPEC §2), so instead of an empty cart screen it points to the stores.
 */
export function EmptyCartPopover({ anchor, onClose }: EmptyCartPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { mt: 1, p: 2, maxWidth: 280, borderRadius: 3 },
        },
      }}
    >
      <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('shopper.emptyCart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('shopper.emptyCart.text')}
      </Typography>
      <Button component={RouterLink} to="/products" variant="contained" onClick={onClose}>
        {t('shopper.emptyCart.browse')}
      </Button>
    </Popover>
  );
}
