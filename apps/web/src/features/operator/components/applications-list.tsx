import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { EmptyStateActions } from '../../../ui/empty-state-actions';
import { ErrorPanel } from '../../../ui/error-panel';
import { ListPagination } from '../../../ui/list-pagination';
import { useNow } from '../../orders';
import { useApplications } from '../api/get-applications';
import { isNarrowed, type ApplicationFilters } from '../model/application-filters';
import { ApplicationCards } from './application-cards';
import { ApplicationsSkeleton } from './applications-skeleton';
import { ApplicationsTable } from './applications-table';
import { InboxIllustration } from './inbox-illustration';

const CLOCK_TICK_MS = 60_000;

interface ApplicationsListProps {
  filters: ApplicationFilters;
  onClearFilters: () => void;
  pageHref: (page: number) => string;
}

/** One page of the inbox: a table on wide screens, cards on phones, with page links. */
export function ApplicationsList({ filters, onClearFilters, pageHref }: ApplicationsListProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const list = useApplications(filters);
  const now = useNow(CLOCK_TICK_MS);

  if (list.isPending) return <ApplicationsSkeleton wide={wide} />;
  // A failed refetch keeps the rows on screen; only a page that never came is a panel.
  if (!list.data) {
    return (
      <ErrorPanel
        message={t('operator.applications.loadFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { applications, pagination } = list.data;
  if (applications.length === 0) {
    const narrowed = isNarrowed(filters) || filters.page > 1;
    return (
      <EmptyState
        illustration={<InboxIllustration />}
        title={t('operator.applications.empty.title')}
        body={
          narrowed
            ? t('operator.applications.empty.narrowed')
            : t('operator.applications.empty.body')
        }
      >
        {narrowed && (
          <EmptyStateActions>
            <Button variant="outlined" onClick={onClearFilters}>
              {t('operator.applications.empty.clear')}
            </Button>
          </EmptyStateActions>
        )}
      </EmptyState>
    );
  }

  const first = (pagination.page - 1) * pagination.per_page + 1;
  const busy = list.isPlaceholderData;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('operator.applications.showing', {
          from: first,
          to: first + applications.length - 1,
          count: pagination.total_items,
        })}
      </Typography>
      {wide ? (
        <ApplicationsTable applications={applications} busy={busy} now={now} />
      ) : (
        <ApplicationCards applications={applications} busy={busy} now={now} />
      )}
      <ListPagination
        page={pagination.page}
        count={pagination.total_pages}
        hrefFor={pageHref}
        label={t('operator.applications.pages')}
      />
    </Stack>
  );
}
