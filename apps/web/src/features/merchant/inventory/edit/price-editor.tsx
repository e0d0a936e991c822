import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { MerchantProduct } from '@sauda/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPrice } from '../../../../shared/catalog/product-price';
import { readPrice } from '../model/inline-input';
import { InlineNumberField, type LeftBy } from './inline-number-field';
import type { SaveProduct } from './use-inline-saves';

interface PriceEditorProps {
  product: MerchantProduct;
  /** Owners and managers change prices; staff see them only (merchant-roles `editProducts`). */
  canEdit: boolean;
  onSave: SaveProduct;
}

/** What the shopper pays, struck-through regular price beside a promotion; Edit opens the price. */
export function PriceEditor({ product, canEdit, onSave }: PriceEditorProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const focusBack = useRef(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!editing && focusBack.current) {
      focusBack.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const leave = (how: LeftBy) => {
    // Enter and Escape keep the keyboard where it was; a click elsewhere took focus on purpose.
    focusBack.current = how !== 'blur';
    setEditing(false);
  };

  if (editing) {
    return (
      <InlineNumberField
        label={t('inventory.price.costOf', { name: product.name })}
        value={product.cost}
        read={readPrice}
        onSave={(cost) => onSave(product, { cost })}
        onLeave={leave}
        prefix="Rs"
        width={140}
        autoFocus
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <ProductPrice
        product={{
          cost: product.cost,
          cost_after_discount: product.cost_after_discount,
          promotion:
            product.promotion_amount === null
              ? null
              : { promotion_amount: product.promotion_amount },
        }}
      />
      {canEdit && (
        <IconButton
          ref={editButton}
          size="small"
          aria-label={t('inventory.price.edit', { name: product.name })}
          onClick={() => setEditing(true)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
