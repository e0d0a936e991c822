import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import { karachiDate, type MerchantOrder } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { karachiTimeOf } from '../../../orders';
import { customerFirstName, orderNumber } from '../model/order-summary';
import { itemDetails } from './item-details';

const TICKET_CLASS = 'sauda-kitchen-ticket';

/** On paper only the ticket: everything else in the body is left out of the print. */
const printOnlyTheTicket = {
  [`.${TICKET_CLASS}`]: { display: 'none' },
  '@media print': {
    [`body > *:not(.${TICKET_CLASS})`]: { display: 'none !important' },
    [`.${TICKET_CLASS}`]: { display: 'block !important' },
    body: { background: '#FFFFFF' },
  },
};

interface KitchenTicketProps {
  order: MerchantOrder;
  storeName: string;
}

/**
 * The kitchen ticket "Print ticket" prints: order number, time, items with quantities and
 * instructions, the shopper's notes, and the customer's first name; black on white, sized for
 * a narrow receipt printer. Hidden on screen.
 */
export function KitchenTicket({ order, storeName }: KitchenTicketProps) {
  const { t } = useTranslation();
  const placed = new Date(order.placed_at);
  const firstName = customerFirstName(order);
  const note = order.invoice.invoice_note?.trim();
  return (
    <Portal>
      <GlobalStyles styles={printOnlyTheTicket} />
      <Box
        className={TICKET_CLASS}
        data-testid="kitchen-ticket"
        aria-hidden="true"
        sx={{ width: '72mm', p: '2mm', color: '#000000', fontSize: '11pt', lineHeight: 1.4 }}
      >
        <Box sx={{ fontSize: '10pt' }}>{storeName}</Box>
        <Box component="h1" sx={{ fontSize: '18pt', m: 0 }}>
          {orderNumber(order)}
        </Box>
        <Box>
          {karachiDate(placed)} · {karachiTimeOf(order.placed_at)}
        </Box>
        {firstName && <Box>{t('merchantOrders.ticket.customer', { name: firstName })}</Box>}
        <Box component="hr" sx={{ border: 0, borderTop: '1px dashed #000000', my: '2mm' }} />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.invoice.invoice_items.map((item) => (
            <Box component="li" key={item.id} sx={{ mb: '1.5mm' }}>
              <Box sx={{ fontWeight: 700, fontSize: '13pt' }}>
                {t('merchantOrders.ticket.line', { qty: item.quantity, name: item.product_name })}
              </Box>
              {itemDetails(item).map((detail) => (
                <Box key={detail.kind} sx={{ ps: '4mm' }}>
                  {t(`merchantOrders.detail.itemDetail.${detail.kind}`, { text: detail.text })}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
        {note && (
          <>
            <Box component="hr" sx={{ border: 0, borderTop: '1px dashed #000000', my: '2mm' }} />
            <Box sx={{ fontWeight: 700 }}>{t('merchantOrders.detail.notes')}</Box>
            <Box sx={{ whiteSpace: 'pre-line' }}>{note}</Box>
          </>
        )}
      </Box>
    </Portal>
  );
}
