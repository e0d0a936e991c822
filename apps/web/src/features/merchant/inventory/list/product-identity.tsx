import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MerchantProduct } from '@sauda/domain';
import type { ElementType } from 'react';
import { radius } from '../../../../theme/tokens';
import { CatalogImage } from '../../../../shared/catalog/catalog-image';

interface ProductIdentityProps {
  product: MerchantProduct;
  /** The element of the name: a row header in the table, a heading on a phone's card. */
  nameAs?: ElementType;
  size?: number;
}

/** The photo (or the name's initial), the name and the category of a product. */
export function ProductIdentity({ product, nameAs = 'span', size = 48 }: ProductIdentityProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        sx={{
          width: size,
          flexShrink: 0,
          borderRadius: `${radius.card / 1.5}px`,
          overflow: 'hidden',
        }}
      >
        <CatalogImage
          src={product.image_url}
          alt=""
          name={product.name}
          ratio="1 / 1"
          sx={product.is_active ? undefined : { opacity: 0.55 }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={nameAs}
          sx={{ display: 'block', fontSize: 15, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {product.category_name}
        </Typography>
      </Box>
    </Box>
  );
}
