import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';
import { DetailSection } from './detail-section';
import { itemDetails } from './item-details';

/** The lines: quantity and name, the size, colour and instructions chosen, and the amount. */
export function ItemsSection({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('merchantOrders.detail.items')}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {invoice.invoice_items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Typography
              component="span"
              sx={{ fontWeight: 700, minWidth: '3ch', fontVariantNumeric: 'tabular-nums' }}
            >
              {t('merchantOrders.detail.quantity', { qty: item.quantity })}
            </Typography>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
                {item.product_name}
              </Typography>
              {itemDetails(item).map((detail) => (
                <Typography
                  key={detail.kind}
                  variant="body2"
                  sx={{
                    overflowWrap: 'anywhere',
                    // The kitchen must not miss an instruction: darker and bolder.
                    ...(detail.kind === 'instruction'
                      ? { color: 'text.primary', fontWeight: 600 }
                      : { color: 'text.secondary' }),
                  }}
                >
                  {t(`merchantOrders.detail.itemDetail.${detail.kind}`, { text: detail.text })}
                </Typography>
              ))}
            </Box>
            <Money rupees={item.payble_amount} />
          </Box>
        ))}
      </Box>
      {invoice.invoice_note?.trim() && (
        <Box sx={{ mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'background.default' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('merchantOrders.detail.notes')}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {invoice.invoice_note}
          </Typography>
        </Box>
      )}
    </DetailSection>
  );
}
