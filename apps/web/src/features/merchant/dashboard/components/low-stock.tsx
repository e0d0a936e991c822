import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForwardRounded';
import type { Dashboard } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { flipInRtl } from '../../../../ui/flip-in-rtl';
import { StatusChip } from '../../../../ui/status-chip';
import { brand } from '../../../../theme/tokens';
import { DashboardSection } from './dashboard-section';

export const INVENTORY_PATH = '/inventory-mgmt';

/** Products about to run out, fewest first, with the way to the stock page. */
export function LowStock({ products }: { products: Dashboard['low_stock'] }) {
  const { t } = useTranslation();
  return (
    <DashboardSection
      title={t('merchantDashboard.lowStock.title')}
      action={
        <Button
          component={RouterLink}
          to={INVENTORY_PATH}
          size="small"
          endIcon={<ArrowForwardIcon sx={flipInRtl} />}
        >
          {t('merchantDashboard.lowStock.manage')}
        </Button>
      }
    >
      {products.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('merchantDashboard.lowStock.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
          {products.map((product) => (
            <Box
              component="li"
              key={product.query_id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{product.name}</Typography>
              <StatusChip
                sx={
                  product.quantity === 0
                    ? { bgcolor: brand.danger, color: brand.surface, flexShrink: 0 }
                    : { bgcolor: brand.accentLight, color: brand.text, flexShrink: 0 }
                }
              >
                {product.quantity === 0
                  ? t('merchantDashboard.lowStock.soldOut')
                  : t('merchantDashboard.lowStock.left', { count: product.quantity })}
              </StatusChip>
            </Box>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
