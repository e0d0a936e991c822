import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The header's cart with its item count (SPEC §2). The shell has no cart yet, so it shows 0
 * and "Cart is empty!"; the Cart work plugs in the count, total and checkout start.
 */
export function CartButton({ itemCount = 0 }: { itemCount?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tooltip = t('shopper.cartEmpty');
  return (
    <Tooltip title={tooltip} describeChild>
      <IconButton
        aria-label={t('shopper.cart')}
        onClick={() => void navigate('/checkout/cart-summary')}
        sx={{ color: 'text.primary' }}
      >
        <Badge badgeContent={itemCount} color="secondary" showZero max={99}>
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
