import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { lineTotalPaisa, stepperMaximum } from '@sauda/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/money';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { ProductPicture } from '../../../shared/catalog/product-picture';
import { ProductPrice } from '../../../shared/catalog/product-price';
import type { CartLine } from '../cart-line';
import { cartLineIssue } from '../cart-line-issue';
import { CartLineIssueNote } from './cart-line-issue-note';
import { viewDetailsPath } from './view-details-path';

interface CartLineRowProps {
  line: CartLine;
  /** The line is being written or its product checked again. */
  pending: boolean;
  /** A new quantity of 1 or more; 0 asks to remove the line. */
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line: picture, name, options, price, stepper, line total, remove, View Details. */
export function CartLineRow({ line, pending, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const issueId = useId();
  const issue = cartLineIssue(line);
  const cannotOrder = issue === 'gone' || issue === 'outOfStock';
  const options = [
    line.selectedColor && t('cart.line.color', { value: line.selectedColor }),
    line.selectedSize && t('cart.line.size', { value: line.selectedSize }),
  ].filter(Boolean);

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      aria-describedby={issue ? issueId : undefined}
      aria-busy={pending || undefined}
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '96px minmax(0, 1fr)' },
        gap: { xs: 1.5, sm: 2 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {pending && (
        <LinearProgress
          aria-label={t('cart.line.updating', { name: line.name })}
          sx={{ position: 'absolute', insetInline: 0, top: 0, height: 3 }}
        />
      )}
      <ProductPicture
        picture={line.pictures[0]}
        size="thumb"
        alt=""
        name={line.name}
        ratio="1 / 1"
        sx={{ borderRadius: 1, opacity: cannotOrder ? 0.5 : 1 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              id={nameId}
              component="h3"
              sx={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}
            >
              {line.name}
            </Typography>
            {options.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                {options.join(' · ')}
              </Typography>
            )}
            <Box sx={{ mt: 0.5 }}>
              <ProductPrice product={line} />
            </Box>
          </Box>
          <IconButton
            aria-label={t('cart.line.remove', { name: line.name })}
            onClick={onRemove}
            disabled={pending}
            sx={{ mt: -0.75, marginInlineEnd: -1, color: 'text.secondary' }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
        {issue && <CartLineIssueNote id={issueId} issue={issue} line={line} />}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mt: 1.5,
          }}
        >
          <QuantityStepper
            size="small"
            value={line.quantity}
            maximum={stepperMaximum(line)}
            onChange={onQuantity}
            busy={pending}
            disabled={cannotOrder}
            label={t('cart.line.quantityOf', { name: line.name })}
          />
          <Box sx={{ textAlign: 'end' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('cart.line.lineTotal')}
            </Typography>
            <Money paisa={lineTotalPaisa(line)} sx={{ fontWeight: 700, fontSize: 16 }} />
          </Box>
        </Box>
        <Link
          component={RouterLink}
          to={viewDetailsPath(line)}
          variant="body2"
          aria-label={t('cart.line.viewDetailsOf', { name: line.name })}
          sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
        >
          {t('cart.line.viewDetails')}
        </Link>
      </Box>
    </Box>
  );
}
