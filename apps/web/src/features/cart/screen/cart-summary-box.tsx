import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';
import type { StoreTotals } from './group-lines-by-store';

/** Why a store cannot be checked out yet; null when it can. */
export type CheckoutBlock = 'issues' | 'checking' | null;

interface CartSummaryBoxProps {
  storeName: string;
  totals: StoreTotals;
  block: CheckoutBlock;
  onCheckout: () => void;
}

interface SummaryRowProps {
  label: string;
  children: ReactNode;
  /** The total: larger, and on phones its label sits above the amount to keep the bar narrow. */
  total?: boolean;
  /** Shown from tablets up only, to keep the phone's bar short. */
  wide?: boolean;
}

function SummaryRow({ label, children, total = false, wide = false }: SummaryRowProps) {
  return (
    <Box
      sx={{
        display: wide ? { xs: 'none', md: 'flex' } : 'flex',
        flexDirection: total ? { xs: 'column', md: 'row' } : 'row',
        justifyContent: { xs: 'flex-start', md: 'space-between' },
        alignItems: { xs: 'baseline', md: 'baseline' },
        columnGap: 0.75,
        fontSize: total ? { xs: 16, md: 18 } : { xs: 13, md: 15 },
        fontWeight: total ? 700 : 500,
      }}
    >
      <Box
        component="dt"
        sx={{ color: 'text.secondary', fontWeight: 500, fontSize: { xs: 12, md: 15 } }}
      >
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * A store's cart summary box (SPEC §2): Total Items, Total, Continue Shopping (to /products) and
 * Proceed to Checkout, which waits while a line of the store is flagged or being checked. On
 * phones it is a compact bar that stays at the bottom while the store's lines scroll by.
 */
export function CartSummaryBox({ storeName, totals, block, onCheckout }: CartSummaryBoxProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <Paper
      component="aside"
      aria-label={t('cart.summary.of', { store: storeName })}
      elevation={0}
      sx={{
        position: 'sticky',
        bottom: { xs: 0, md: 'auto' },
        top: { md: 140 },
        zIndex: 2,
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', md: 'minmax(0, 1fr)' },
        gridTemplateAreas: {
          xs: '"totals checkout" "reason reason" "continue continue"',
          md: '"title" "totals" "checkout" "continue" "reason"',
        },
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: { xs: 0.5, md: 1 },
        p: { xs: 1.5, md: 2.5 },
        border: 1,
        borderColor: 'divider',
        boxShadow: { xs: '0 -4px 16px rgba(28, 31, 30, 0.08)', md: 'none' },
      }}
    >
      <Typography
        variant="h4"
        component="h3"
        sx={{ gridArea: 'title', mb: 0.5, display: { xs: 'none', md: 'block' } }}
      >
        {t('cart.summary.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ gridArea: 'totals', m: 0, display: 'grid', gap: { xs: 0, md: 1 }, mb: { md: 1 } }}
      >
        <SummaryRow label={t('cart.summary.totalItems')}>{totals.items}</SummaryRow>
        {totals.savings > 0 && (
          <SummaryRow label={t('cart.summary.savings')} wide>
            <Money paisa={totals.savings} sx={{ color: 'primary.main' }} />
          </SummaryRow>
        )}
        <SummaryRow label={t('cart.summary.total')} total>
          <Money paisa={totals.total} />
        </SummaryRow>
      </Box>
      <Button
        variant="contained"
        size="large"
        onClick={onCheckout}
        disabled={block !== null}
        aria-describedby={block ? reasonId : undefined}
        sx={{ gridArea: 'checkout', whiteSpace: 'nowrap', px: { xs: 2, md: 3 } }}
      >
        {t('cart.summary.checkout')}
      </Button>
      {block && (
        <Typography
          id={reasonId}
          variant="body2"
          color={block === 'issues' ? 'error' : 'text.secondary'}
          sx={{ gridArea: 'reason' }}
        >
          {block === 'issues' ? t('cart.summary.blocked') : t('cart.summary.checking')}
        </Typography>
      )}
      <Button
        component={RouterLink}
        to="/products"
        variant="outlined"
        sx={[
          { gridArea: 'continue' },
          // On phones a quiet text link, so the bar stays short.
          (theme) => ({
            [theme.breakpoints.down('md')]: {
              minHeight: 32,
              py: 0.25,
              border: 0,
              '&:hover': { border: 0 },
            },
          }),
        ]}
      >
        {t('cart.continueShopping')}
      </Button>
    </Paper>
  );
}
