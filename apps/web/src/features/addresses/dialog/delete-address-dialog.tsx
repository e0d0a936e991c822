import { useMutation } from '@tanstack/react-query';
import type { Address, DeleteAddressResponse } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormError } from '../../../ui/form-error';
import { errorMessage } from '../../../api/server-message';
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
    <ConfirmDialog
      open={open}
      title={t('addresses.delete.title')}
      text={t('addresses.delete.text', { name })}
      confirmLabel={t('addresses.delete.yes')}
      cancelLabel={t('addresses.delete.no')}
      onConfirm={confirm}
      onClose={close}
      onExited={onExited}
      pending={deletion.isPending}
      error={deletion.isError && <FormError message={errorMessage(deletion.error)} />}
    />
  );
}
