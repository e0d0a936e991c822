import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../../ui/error-panel';
import { formatRupees } from '../../../../ui/money';
import { SectionCard } from '../../../../ui/section-card';
import { isolated } from '../../dashboard/model/bidi';
import { useCashClose, type CashClose } from '../api/get-cash-close';
import { dayLabel } from '../model/period-label';

interface CashCloseCardProps {
  storeQueryId: string;
  /** A Karachi date, today unless another was chosen. */
  date: string;
  onDateChange: (date: string) => void;
}

function CloseFigures({ close }: { close: CashClose }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="p" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
        {t('merchantMoney.close.summary', {
          collected: isolated(formatRupees(close.cash_collected)),
          owed: isolated(formatRupees(close.net_due_to_store)),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('merchantMoney.close.details', {
          count: close.orders_delivered,
          commission: isolated(formatRupees(close.commission)),
          tips: isolated(formatRupees(close.tips)),
        })}
      </Typography>
    </>
  );
}

/** The night's reconciliation: what riders collected against what the store is owed. */
export function CashCloseCard({ storeQueryId, date, onDateChange }: CashCloseCardProps) {
  const { t, i18n } = useTranslation();
  const query = useCashClose(storeQueryId, date);
  return (
    <SectionCard
      title={t('merchantMoney.close.title')}
      subtitle={dayLabel(date, i18n.language)}
      action={
        <TextField
          type="date"
          size="small"
          label={t('merchantMoney.close.day')}
          value={date}
          onChange={(event) => {
            if (event.target.value !== '') onDateChange(event.target.value);
          }}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 170 }}
        />
      }
      sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}
    >
      <Box aria-live="polite" aria-busy={query.isFetching}>
        {query.data ? (
          <CloseFigures close={query.data} />
        ) : query.isError ? (
          <ErrorPanel
            compact
            message={t('merchantMoney.close.error')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            <Skeleton variant="text" width="70%" sx={{ fontSize: '1.125rem' }} />
            <Skeleton variant="text" width="50%" />
          </>
        )}
      </Box>
    </SectionCard>
  );
}
