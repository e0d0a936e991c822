import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { formatMoney } from '@sauda/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCartSummary } from '../../../features/cart/use-cart';
import { brand } from '../../../theme/tokens';
import { LazyPanel } from '../../../ui/lazy-panel';
import { lazyWithRetry } from '../../../ui/lazy-with-retry';

const EmptyCartPopover = lazyWithRetry(async () => ({
  default: (await import('./empty-cart-popover')).EmptyCartPopover,
}));

const TOTAL_PREFIX = 'RS';
const BADGE_MAX = 99;

/**
 * The header's cart (SPEC §2): a badge with the item count and the tooltip
 * 'Total RS {amount}', or 'Cart is empty!'. With items it opens the cart summary, where
 * checkout starts; an empty cart points to the stores instead.
 *
 * The tooltip is a few lines of CSS rather than MUI's Tooltip: that one brings a positioning
 * engine (Popper) into every shopper page for one sentence under one button.
 */
export function CartButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tooltipId = useId();
  const [dismissed, setDismissed] = useState(false);
  const [emptyAnchor, setEmptyAnchor] = useState<HTMLElement | null>(null);
  const { count, total } = useCartSummary();
  const closeEmpty = () => setEmptyAnchor(null);
  const amount = formatMoney(total, { prefix: TOTAL_PREFIX }).slice(TOTAL_PREFIX.length + 1);
  const tooltip = count > 0 ? t('shopper.cartTotal', { amount }) : t('shopper.cartEmpty');
  const badge = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > [role="tooltip"], &:focus-within > [role="tooltip"]': dismissed
          ? {}
          : { opacity: 1, visibility: 'visible', transform: 'translate(-50%, 0)' },
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      <IconButton
        // The name carries the badge's number too: screen readers announce it, and voice
        // control users can say what they see.
        aria-label={t('shopper.cartWithCount', { count, shown: badge })}
        aria-describedby={tooltipId}
        onClick={(event) => {
          if (count > 0) void navigate('/checkout/cart-summary');
          else setEmptyAnchor(event.currentTarget);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
        sx={{ color: 'text.primary' }}
      >
        <ShoppingCartIcon />
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 2,
            insetInlineEnd: 0,
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            bgcolor: 'secondary.main',
            color: brand.text,
            fontSize: 12,
            fontWeight: 700,
            lineHeight: '20px',
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {badge}
        </Box>
      </IconButton>
      <Box
        component="span"
        role="tooltip"
        id={tooltipId}
        sx={{
          position: 'absolute',
          top: 'calc(100% + 6px)',
          left: '50%',
          transform: 'translate(-50%, -4px)',
          zIndex: 3,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'rgba(28, 31, 30, 0.92)',
          color: '#FFFFFF',
          fontSize: 12,
          fontWeight: 500,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 150ms, transform 150ms, visibility 150ms',
        }}
      >
        {tooltip}
      </Box>
      <LazyPanel open={emptyAnchor !== null} onClose={closeEmpty}>
        <EmptyCartPopover anchor={emptyAnchor} onClose={closeEmpty} />
      </LazyPanel>
    </Box>
  );
}
