import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { karachiDate } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPanel } from '../../../ui/error-panel';
import { useCurrentStore } from '../shell/current-store';
import { useTransactions } from './api/get-transactions';
import { CashCloseCard } from './components/cash-close-card';
import { ExportCsvButton } from './components/export-csv-button';
import { LedgerSection } from './components/ledger-section';
import { MoneyContentFrame } from './components/money-content-frame';
import { MoneyEmptyState } from './components/money-empty-state';
import { MoneyPageHeader } from './components/money-page-header';
import { MoneySkeleton } from './components/money-skeleton';
import { RangeFilter } from './components/range-filter';
import { TotalsCards } from './components/totals-cards';
import { quickRange, quickRangeOf } from './model/money-range';
import { rangeProblemOf } from './model/range-problem';
import { useMoneyRange } from './use-money-range';

const DAY_PARAM = 'day';

/** /transactions: the cash-on-delivery ledger of a range, its totals and a day's cash close. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { store, storeQueryId } = useCurrentStore();
  const { params, range, page, selectRange, setParams, hrefForPage } = useMoneyRange();
  const query = useTransactions(storeQueryId, range, page);
  const problem = rangeProblemOf(query.error);
  const closeDay = params.get(DAY_PARAM) ?? karachiDate(new Date());
  const last30 = quickRange('30d', new Date());

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <MoneyPageHeader
        title={t('merchantMoney.transactions.title')}
        subtitle={t('merchantMoney.transactions.subtitle')}
        storeName={store.name}
        action={
          <ExportCsvButton
            storeQueryId={storeQueryId}
            kind="transactions"
            range={range}
            disabled={problem !== null}
          />
        }
      />
      <RangeFilter range={range} onChange={selectRange} problem={problem} />
      <CashCloseCard
        storeQueryId={storeQueryId}
        date={closeDay}
        onDateChange={(day) => setParams({ [DAY_PARAM]: day })}
      />
      {query.isPending ? (
        <MoneySkeleton label={t('merchantMoney.transactions.loading')} figures={6} height={320} />
      ) : query.data && !problem ? (
        <MoneyContentFrame
          switching={query.isPlaceholderData}
          updatingLabel={t('merchantMoney.updating')}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <TotalsCards totals={query.data.totals} />
            {query.data.pagination.total_items === 0 ? (
              <MoneyEmptyState
                title={t('merchantMoney.transactions.emptyTitle')}
                body={t('merchantMoney.transactions.emptyBody')}
                onShowLast30Days={
                  quickRangeOf(range, new Date()) === '30d' ? undefined : () => selectRange(last30)
                }
              />
            ) : (
              <LedgerSection
                answer={query.data}
                hrefForPage={(next) => `${pathname}${hrefForPage(next)}`}
              />
            )}
          </Box>
        </MoneyContentFrame>
      ) : problem ? null : (
        <ErrorPanel
          message={t('merchantMoney.transactions.error')}
          onRetry={() => void query.refetch()}
        />
      )}
    </Container>
  );
}
