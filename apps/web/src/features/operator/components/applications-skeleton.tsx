import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { cardListSx } from './application-cards';
import { ApplicationsTableFrame } from './applications-table';

const ROWS = 6;
const CARDS = 3;
const CELL_WIDTHS = [160, 80, 80, 120, 90, 72];

/** Rows (cards on a phone) in the shape of the applications while the first page loads. */
export function ApplicationsSkeleton({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('operator.loading')}>
      {wide ? (
        <ApplicationsTableFrame busy>
          {Array.from({ length: ROWS }, (_, row) => (
            <TableRow key={row}>
              {CELL_WIDTHS.map((width, cell) => (
                <TableCell key={cell}>
                  <Skeleton width={width} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </ApplicationsTableFrame>
      ) : (
        <Box component="ul" sx={cardListSx}>
          {Array.from({ length: CARDS }, (_, index) => (
            <Paper component="li" key={index} variant="outlined" sx={{ p: 2 }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
              <Skeleton width="80%" />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
