import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import type { Address, DeleteAddressResponse } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../auth/components/form-error';
import { errorMessage } from '../../auth/model/server-message';
import { deleteAddressMutationOptions } from '../api/delete-address';
import { addressLabel } from '../model/address-label';

interface DeleteAddressDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not change mid-transition. */
  address: Address | null;
  onClose: () => void;
  onDeleted: (address: Address, response: DeleteAddressResponse) => void;
  onExited?: () => void;
}

/**
 * SPEC §2 delete confirmation: 'Delete Address', 'Are You Sure You Want To Delete {name}
 * Address?', Yes / No. A server error shows in red under the actions (SPEC §7).
 */
export function DeleteAddressDialog({
  open,
  address,
  onClose,
  onDeleted,
  onExited,
}: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const deletion = useMutation(deleteAddressMutationOptions());
  const name = address ? addressLabel(t, address) : '';

  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!address) return;
    deletion.mutate(address.query_id, {
      onSuccess: (response) => {
        deletion.reset();
        onDeleted(address, response);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
        {t('addresses.delete.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {t('addresses.delete.text', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: deletion.isError ? 1 : 3, gap: 1 }}>
        <Button variant="outlined" onClick={close} disabled={deletion.isPending}>
          {t('addresses.delete.no')}
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={deletion.isPending}>
          {t('addresses.delete.yes')}
        </Button>
      </DialogActions>
      {deletion.isError && (
        <Box sx={{ px: 3, pb: 3 }}>
          <FormError message={errorMessage(deletion.error)} />
        </Box>
      )}
    </Dialog>
  );
}
