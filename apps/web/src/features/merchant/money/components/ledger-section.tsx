import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { TransactionsAnswer } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../../ui/list-pagination';
import { SectionCard } from '../../../../ui/section-card';
import { dayLabel } from '../model/period-label';
import { LedgerCards } from './ledger-cards';
import { LedgerTable } from './ledger-table';

interface LedgerSectionProps {
  answer: TransactionsAnswer;
  /** The address of another page of the ledger (same dates). */
  hrefForPage: (page: number) => string;
}

/** The range's orders, 50 a page: a table when wide, cards on a phone. */
export function LedgerSection({ answer, hrefForPage }: LedgerSectionProps) {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const { pagination } = answer;
  const caption = t('merchantMoney.ledger.caption', {
    from: dayLabel(answer.from, i18n.language),
    to: dayLabel(answer.to, i18n.language),
  });
  return (
    <SectionCard
      title={t('merchantMoney.ledger.title')}
      subtitle={t('merchantMoney.ledger.count', { count: pagination.total_items })}
      sx={{ p: { xs: 1.5, md: 2.5 } }}
    >
      {wide ? (
        <LedgerTable lines={answer.transactions} caption={caption} rangeEnd={answer.to} />
      ) : (
        <LedgerCards lines={answer.transactions} caption={caption} />
      )}
      <ListPagination
        page={pagination.page}
        count={pagination.total_pages}
        hrefFor={hrefForPage}
        label={t('merchantMoney.ledger.pages')}
        replace
      />
    </SectionCard>
  );
}
