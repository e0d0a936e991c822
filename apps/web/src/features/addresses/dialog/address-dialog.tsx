import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/AddRounded';
import {
  listAddresses,
  type Address,
  type AddressResponse,
  type DeleteAddressResponse,
} from '@sauda/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authStore, useAuth } from '../../auth';
import { forgetSelectedAddress, selectAddress } from '../selection/use-selected-address';
import { selectedAddressOf } from '../selection/selected-address';
import { AddressEditorDialog } from '../editor/address-editor-dialog';
import { AddressBookView } from './address-book-view';
import { AddressEmptyState } from './address-empty-state';
import { DeleteAddressDialog } from './delete-address-dialog';

interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
}

const NOTICE_MS = 4000;

/**
 * The address dialog (SPEC §2, §4): Home, Work and the other saved addresses as a radio list
 * with edit and delete, a map at the side, Add New Address and Close (Go Back when nothing is
 * selected). Saving or deleting replaces the user, so the selection and store lists follow.
 */
export function AddressDialog({ open, onClose }: AddressDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const listLabelId = useId();
  const auth = useAuth();
  const addresses = auth.user ? listAddresses(auth.user) : [];
  const selected = selectedAddressOf(auth);
  const [editor, setEditor] = useState<{ open: boolean; address: Address | null }>({
    open: false,
    address: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; address: Address | null }>({
    open: false,
    address: null,
  });
  const [notice, setNotice] = useState({ open: false, text: '' });
  const showNotice = (text: string) => setNotice({ open: true, text });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddAfterDelete = useRef(false);

  const openEditor = (address: Address | null) => setEditor({ open: true, address });
  const closeEditor = () => setEditor((current) => ({ ...current, open: false }));

  const onSaved = (response: AddressResponse) => {
    authStore.updateUser(response.user);
    selectAddress(response.address.id);
    closeEditor();
    onClose();
    showNotice(t('addresses.saved'));
  };

  const onDeleted = (address: Address, response: DeleteAddressResponse) => {
    authStore.updateUser(response.user);
    forgetSelectedAddress(address.id);
    focusAddAfterDelete.current = true;
    setDeleting((current) => ({ ...current, open: false }));
    showNotice(t('addresses.deleted'));
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth={addresses.length > 0 ? 'md' : 'sm'}
        fullScreen={fullScreen}
      >
        <DialogTitle
          id={titleId}
          component="h2"
          sx={{ pb: addresses.length > 0 ? 0.5 : 2, fontSize: 22 }}
        >
          {t('addresses.dialog.title')}
        </DialogTitle>
        {addresses.length > 0 && (
          <Typography id={listLabelId} color="text.secondary" sx={{ px: 3, pb: 1.5 }}>
            {t('addresses.dialog.subtitle')}
          </Typography>
        )}
        <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
          {addresses.length === 0 ? (
            <AddressEmptyState />
          ) : (
            <AddressBookView
              addresses={addresses}
              selected={selected}
              listLabelId={listLabelId}
              onSelect={(address, close) => {
                selectAddress(address.id);
                if (close) onClose();
              }}
              onDone={onClose}
              onEdit={openEditor}
              onDelete={(address) => setDeleting({ open: true, address })}
            />
          )}
        </DialogContent>
        <DialogActions
          sx={{ px: { xs: 2, sm: 3 }, py: 2, gap: 1, flexWrap: 'wrap-reverse' }}
          disableSpacing
        >
          <Button variant="outlined" onClick={onClose}>
            {selected ? t('addresses.dialog.close') : t('addresses.dialog.goBack')}
          </Button>
          <Button
            ref={addButton}
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openEditor(null)}
          >
            {t('addresses.dialog.add')}
          </Button>
        </DialogActions>
      </Dialog>
      <AddressEditorDialog
        open={editor.open}
        address={editor.address}
        onClose={closeEditor}
        onSaved={onSaved}
      />
      <DeleteAddressDialog
        open={deleting.open}
        address={deleting.address}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
        onDeleted={onDeleted}
        onExited={() => {
          // The deleted row's button is gone: focus lands on something that still exists.
          if (focusAddAfterDelete.current) addButton.current?.focus();
          focusAddAfterDelete.current = false;
        }}
      />
      <Snackbar
        open={notice.open}
        autoHideDuration={NOTICE_MS}
        onClose={() => setNotice((current) => ({ ...current, open: false }))}
        message={notice.text}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
