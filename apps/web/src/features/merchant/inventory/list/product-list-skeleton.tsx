import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { cardListSx } from './product-cards';
import { ProductTableFrame } from './product-table';

const SKELETON_ROWS = 6;
const SKELETON_CARDS = 3;

function IdentitySkeleton() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Skeleton variant="rounded" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Box>
    </Box>
  );
}

/** Rows (or cards on a phone) in the shape of the products while the first page loads. */
export function ProductListSkeleton({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('inventory.list.loading')}>
      {wide ? (
        <ProductTableFrame busy>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <TableRow key={index}>
              <TableCell>
                <IdentitySkeleton />
              </TableCell>
              <TableCell>
                <Skeleton width={90} />
              </TableCell>
              <TableCell>
                <Skeleton variant="rounded" width={180} height={36} />
              </TableCell>
              <TableCell>
                <Skeleton width={90} />
              </TableCell>
            </TableRow>
          ))}
        </ProductTableFrame>
      ) : (
        <Box component="ul" sx={cardListSx}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Paper component="li" key={index} variant="outlined" sx={{ p: 2 }}>
              <IdentitySkeleton />
              <Skeleton sx={{ mt: 1.5 }} width="60%" />
              <Skeleton width="80%" />
              <Skeleton width="50%" />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
