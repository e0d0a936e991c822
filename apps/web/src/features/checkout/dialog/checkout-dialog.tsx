import { isBusinessUser } from '@sauda/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/CloseRounded';
import type { Invoice } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import type { CheckoutInvoice } from '../model/place-order-payload';
import { OrderPlacedView } from '../placed/order-placed-view';
import { AppDownloadDialog } from './app-download-dialog';
import { PlaceOrderForm } from './place-order-form';

interface CheckoutDialogProps {
  invoice: CheckoutInvoice;
  onInvoice: (invoice: Invoice) => void;
  onPlaced: (invoice: Invoice) => Promise<void>;
  onClose: () => void;
}

/** The full-screen 'Place Your Order' dialog; after success it is titled 'Order Placed'. */
export function CheckoutDialog({ invoice, onInvoice, onPlaced, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { user } = useAuth();
  const placed = invoice.isOrderSuccessfullyPlaced === true;
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      aria-labelledby={titleId}
      transitionDuration={reduceMotion ? 0 : theme.transitions.duration.shorter}
      slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
    >
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {placed ? t('checkout.dialog.placedTitle') : t('checkout.dialog.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {t('checkout.dialog.store', { store: invoice.merchant.name })}
            </Typography>
          </Box>
          <IconButton edge="end" onClick={onClose} aria-label={t('checkout.dialog.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: '100%', maxWidth: 1120, mx: 'auto', p: { xs: 2, md: 3 } }}>
        {placed ? (
          <OrderPlacedView
            invoice={invoice}
            onClose={onClose}
            showTip={!isBusinessUser(user?.trade_types)}
          />
        ) : (
          <>
            <PlaceOrderForm invoice={invoice} onInvoice={onInvoice} onPlaced={onPlaced} />
            <AppDownloadDialog />
          </>
        )}
      </Box>
    </Dialog>
  );
}
