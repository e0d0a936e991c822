import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Address, AddressResponse } from '@sauda/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { EditorLoading } from './editor-loading';

export interface AddressEditorDialogProps {
  open: boolean;
  /** The address to edit, or null for a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (response: AddressResponse) => void;
}

// The map picker (Leaflet, its styles, the form) loads when the editor first opens.
const AddressEditorContent = lazy(() =>
  import('./address-editor-content').then((module) => ({ default: module.AddressEditorContent })),
);

/**
 * Add or edit a delivery address: the map picker, then "Confirm Address Details", in one
 * dialog (full screen on phones and tablets). Every opening starts afresh.
 */
export function AddressEditorDialog({ open, address, onClose, onSaved }: AddressEditorDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const titleId = useId();
  // The address stays as it was opened while the dialog fades out, even if the parent clears it.
  const [shown, setShown] = useState(address);
  if (open && shown !== address) setShown(address);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <Suspense fallback={<EditorLoading />}>
        <AddressEditorContent
          key={shown?.query_id ?? 'new'}
          address={shown}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
        />
      </Suspense>
    </Dialog>
  );
}
