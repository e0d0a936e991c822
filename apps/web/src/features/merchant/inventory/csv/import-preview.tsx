import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductImport } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../i18n';

/** The dry run's answer: the counts, then each refused cell by row and column. */
export function ImportPreview({ result }: { result: ProductImport }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const summary = t('inventory.csv.summary', {
    created: result.created,
    updated: result.updated,
    failed: result.failed,
  });
  return (
    <Box>
      <Alert severity={result.failed > 0 ? 'warning' : 'success'} role="status">
        <Typography sx={{ fontWeight: 600 }}>{summary}</Typography>
        {result.failed === 0 && t('inventory.csv.ready')}
      </Alert>
      {result.errors.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('inventory.csv.errorsTitle')}
          </Typography>
          <TableContainer
            sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
          >
            <Table size="small" stickyHeader aria-label={t('inventory.csv.errorsTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: { sm: 64 } }}>{t('inventory.csv.row')}</TableCell>
                  <TableCell sx={{ width: { sm: 120 } }}>{t('inventory.csv.column')}</TableCell>
                  <TableCell>{t('inventory.csv.problem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.errors.map((error, index) => (
                  <TableRow key={`${error.row}-${error.field ?? ''}-${index}`}>
                    <TableCell>{error.row}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', direction: 'ltr' }}>
                      {error.field ?? t('inventory.csv.wholeRow')}
                    </TableCell>
                    <TableCell>{translate(error.message)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {result.failed > result.errors.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('inventory.csv.errorsCapped', { shown: result.errors.length })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
