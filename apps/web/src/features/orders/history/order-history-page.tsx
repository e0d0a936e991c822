import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LiveOrderUpdates } from '../live/live-order-updates';
import { OrderList } from './order-list';
import { OrderPopup } from './order-popup';
import { OrderTabs, panelId, tabId } from './order-tabs';
import { useHistoryLocation } from './use-history-location';

/**
 * /order/history: the shopper's orders by tab, each opening its Order Detail popup. The live
 * status stream is open while this page is: browsing shoppers hold no connection.
 */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const { tab, orderQueryId, selectTab, openOrder, closeOrder } = useHistoryLocation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography variant="h2" component="h1">
        {t('orders.history.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('orders.history.subtitle')}
      </Typography>
      <Box sx={{ mt: { xs: 2, md: 3 } }}>
        <OrderTabs value={tab} onChange={selectTab} />
      </Box>
      <Box
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ mt: { xs: 2, md: 3 } }}
      >
        <OrderList key={tab} orderType={tab} onOpen={openOrder} onShowTab={selectTab} />
      </Box>
      <OrderPopup orderQueryId={orderQueryId} onClose={closeOrder} />
      <LiveOrderUpdates />
    </Container>
  );
}
