import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VOUCHER_CODE_MAX_LENGTH, keepAlphanumeric } from '@sauda/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { vouchersQueryOptions } from '../api/get-vouchers';
import type { VoucherState } from './use-voucher';

interface VoucherDialogProps {
  open: boolean;
  onClose: () => void;
  voucher: VoucherState;
  userQueryId: string;
  storeQueryId: string;
}

/** Add Voucher: the user's available vouchers (tap one to fill the code) and the code field. */
export function VoucherDialog({
  open,
  onClose,
  voucher,
  userQueryId,
  storeQueryId,
}: VoucherDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: vouchers = [] } = useQuery({
    ...vouchersQueryOptions(userQueryId, storeQueryId),
    enabled: open,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void voucher.apply().then((applied) => {
      if (applied) onClose();
    });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('checkout.voucher.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={submit}
          spacing={2}
          sx={{ pt: 1 }}
        >
          <TextField
            label={t('checkout.voucher.codeLabel')}
            value={voucher.code}
            onChange={(event) => voucher.editCode(keepAlphanumeric(event.target.value))}
            error={Boolean(voucher.error)}
            autoFocus
            fullWidth
            slotProps={{
              htmlInput: { maxLength: VOUCHER_CODE_MAX_LENGTH, autoCapitalize: 'characters' },
            }}
          />
          <FormError message={voucher.error} />
          <Typography variant="subtitle2" component="h3">
            {t('checkout.voucher.available')}
          </Typography>
          {vouchers.length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              {t('checkout.voucher.none')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('checkout.voucher.available')}>
              {vouchers.map((item) => (
                <ListItemButton
                  key={item.code}
                  selected={voucher.code === item.code}
                  onClick={() => voucher.editCode(item.code)}
                  sx={{ borderRadius: 3, border: 1, borderColor: 'divider', mb: 1 }}
                >
                  <ListItemText primary={`${item.code} · ${item.name}`} secondary={item.summary} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('checkout.voucher.cancel')}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={voucher.code.trim() === ''}
          loading={voucher.pending}
        >
          {t('checkout.voucher.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
