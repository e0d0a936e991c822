import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { formatRupees } from '../../../../ui/money';
import { DashboardSection } from './dashboard-section';

/** The range's best sellers by units, each with its units and sales. */
export function TopProducts({ products }: { products: Dashboard['top_products'] }) {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('merchantDashboard.topProducts.title')}>
      {products.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('merchantDashboard.topProducts.none')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {products.map((product, index) => (
            <Box
              component="li"
              key={product.product_query_id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  bgcolor: index === 0 ? brand.accentLight : brand.primaryLight,
                  color: index === 0 ? brand.text : brand.primaryDark,
                }}
              >
                {index + 1}
              </Box>
              <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {product.name}
              </Typography>
              <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {formatRupees(product.sales)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('merchantDashboard.topProducts.units', { count: product.quantity })}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
