import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreActivityAction } from '@sauda/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../api/server-message';
import { ErrorPanel } from '../../../../ui/error-panel';
import { FormError } from '../../../../ui/form-error';
import { useNow } from '../../../orders';
import { storeActivityOptions } from '../api/get-store-activity';
import { ActivityEmptyState } from './activity-empty-state';
import { ActivityFilter } from './activity-filter';
import { ActivityLine } from './activity-line';
import { ActivitySkeleton } from './activity-skeleton';

const TICK_MS = 30_000;

interface ActivityPanelProps {
  storeId: string;
  action: StoreActivityAction | null;
  onActionChange: (action: StoreActivityAction | null) => void;
}

/** Who did what in the store, newest first, 50 at a time with Load more; one kind or all. */
export function ActivityPanel({ storeId, action, onActionChange }: ActivityPanelProps) {
  const { t } = useTranslation();
  const now = useNow(TICK_MS);
  const log = useInfiniteQuery(storeActivityOptions(storeId, action));

  const body = () => {
    if (log.isPending) return <ActivitySkeleton />;
    if (!log.data) {
      return (
        <ErrorPanel
          message={t('merchantStaff.activity.error')}
          onRetry={() => void log.refetch()}
        />
      );
    }
    const entries = log.data.pages.flatMap((page) => page.activity);
    if (entries.length === 0) return <ActivityEmptyState action={action} />;
    const total = log.data.pages.at(-1)?.pagination.total_items ?? entries.length;
    return (
      <Stack spacing={2}>
        <Paper variant="outlined">
          <Box component="ul" aria-label={t('merchantStaff.activity.label')} sx={{ m: 0, p: 0 }}>
            {entries.map((entry) => (
              <ActivityLine key={entry.id} entry={entry} now={now} />
            ))}
          </Box>
        </Paper>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t('merchantStaff.activity.showing', { shown: entries.length, total })}
          </Typography>
          {log.isFetchNextPageError && <FormError message={errorMessage(log.error)} />}
          {log.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
              sx={{ minWidth: 200 }}
            >
              {t('merchantStaff.activity.loadMore')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
        <ActivityFilter action={action} onChange={onActionChange} />
      </Box>
      {body()}
    </Stack>
  );
}
