import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { PnlGroup } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { useCurrentStore } from '../shell/current-store';
import { usePnl } from './api/get-pnl';
import { ExportCsvButton } from './components/export-csv-button';
import { GroupToggle } from './components/group-toggle';
import { MoneyContentFrame } from './components/money-content-frame';
import { MoneyEmptyState } from './components/money-empty-state';
import { MoneyPageHeader } from './components/money-page-header';
import { MoneySkeleton } from './components/money-skeleton';
import { PnlSection } from './components/pnl-section';
import { PnlTotalsCards } from './components/pnl-totals-cards';
import { RangeFilter } from './components/range-filter';
import { quickRange, quickRangeOf } from './model/money-range';
import { GROUP_PARAM, groupFrom } from './model/pnl-group';
import { rangeProblemOf } from './model/range-problem';
import { useMoneyRange } from './use-money-range';

/** /pnl (owner only): revenue, costs and net of the delivered orders per day or month. */
export function PnlPage() {
  const { t } = useTranslation();
  const { store, storeQueryId } = useCurrentStore();
  const { params, range, selectRange, setParams } = useMoneyRange();
  const group = groupFrom(params.get(GROUP_PARAM));
  const query = usePnl(storeQueryId, range, group);
  const problem = rangeProblemOf(query.error);
  const selectGroup = (next: PnlGroup) =>
    setParams({ [GROUP_PARAM]: next === 'day' ? null : next });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <MoneyPageHeader
        title={t('merchantMoney.pnl.title')}
        subtitle={t('merchantMoney.pnl.subtitle')}
        storeName={store.name}
        action={
          <ExportCsvButton
            storeQueryId={storeQueryId}
            kind="pnl"
            range={range}
            disabled={problem !== null}
          />
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <RangeFilter range={range} onChange={selectRange} problem={problem} />
        </Box>
        <GroupToggle value={group} onChange={selectGroup} />
      </Box>
      {query.isPending ? (
        <MoneySkeleton label={t('merchantMoney.pnl.loading')} figures={3} height={360} />
      ) : query.data && !problem ? (
        <MoneyContentFrame
          switching={query.isPlaceholderData}
          updatingLabel={t('merchantMoney.updating')}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <PnlTotalsCards totals={query.data.totals} />
            {query.data.totals.orders === 0 ? (
              <MoneyEmptyState
                title={t('merchantMoney.pnl.emptyTitle')}
                body={t('merchantMoney.pnl.emptyBody')}
                onShowLast30Days={
                  quickRangeOf(range, new Date()) === '30d'
                    ? undefined
                    : () => selectRange(quickRange('30d', new Date()))
                }
              />
            ) : (
              <PnlSection pnl={query.data} />
            )}
          </Box>
        </MoneyContentFrame>
      ) : problem ? null : (
        <ErrorPanel message={t('merchantMoney.pnl.error')} onRetry={() => void query.refetch()} />
      )}
    </Container>
  );
}
