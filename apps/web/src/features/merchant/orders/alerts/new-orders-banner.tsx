import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NewOrderIcon from '@mui/icons-material/NotificationsActiveRounded';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import type { OrderAlerts } from './use-order-alerts';

interface NewOrdersBannerProps {
  alerts: Pick<OrderAlerts, 'unseen' | 'acknowledgeAll'>;
  /** Opens the one new order, or shows the New chip for several. */
  onShow: () => void;
}

/** "2 new orders", in saffron, until they are seen: Show them, or Got it. */
export function NewOrdersBanner({ alerts, onShow }: NewOrdersBannerProps) {
  const { t } = useTranslation();
  const { unseen } = alerts;
  if (unseen.length === 0) return null;
  const only = unseen.length === 1 ? unseen[0] : undefined;
  return (
    <Alert
      // The live region speaks for it; an alert role would say it all a second time.
      role="region"
      aria-label={t('merchantOrders.alerts.newOrdersRegion')}
      icon={<NewOrderIcon />}
      data-testid="new-orders-banner"
      sx={{
        bgcolor: brand.accentLight,
        color: brand.text,
        border: 2,
        borderColor: brand.accent,
        alignItems: 'center',
        '& .MuiAlert-icon': { color: brand.accent },
        flexWrap: 'wrap',
        '& .MuiAlert-message': { flex: '1 1 220px', minWidth: 0 },
        '& .MuiAlert-action': { pt: 0, ml: 'auto', mr: 0 },
      }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" variant="outlined" size="small" onClick={onShow}>
            {only ? t('merchantOrders.alerts.open') : t('merchantOrders.alerts.show')}
          </Button>
          <Button color="inherit" size="small" onClick={alerts.acknowledgeAll}>
            {t('merchantOrders.alerts.gotIt')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle sx={{ mb: 0, fontWeight: 700 }}>
        {t('merchantOrders.alerts.newOrders', { count: unseen.length })}
      </AlertTitle>
      {only?.number && t('merchantOrders.alerts.newOrderNumber', { number: only.number })}
    </Alert>
  );
}
