import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationKindTabs } from './components/application-kind-tabs';
import { ApplicationStatusFilter } from './components/application-status-filter';
import { ApplicationsList } from './components/applications-list';
import { ExportApplicationsButton } from './components/export-applications-button';
import { OperatorPageHeader } from './components/operator-page-header';
import { SearchField } from '../../ui/search-field';
import { useApplicationLocation } from './use-application-location';

/**
 * /admin/applications: what the public forms sent (merchant, rider and career applications,
 * newsletter sign-ups, contact messages), filtered by kind, status and search in the URL.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const location = useApplicationLocation();
  const { filters } = location;
  const listId = useId();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <OperatorPageHeader
        title={t('operator.applications.title')}
        subtitle={t('operator.applications.subtitle')}
        actions={<ExportApplicationsButton filters={filters} />}
      />
      <Stack spacing={2} sx={{ mt: { xs: 2, md: 3 } }}>
        <ApplicationKindTabs
          value={filters.kind}
          onChange={(kind) => location.change({ kind })}
          controls={listId}
        />
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <ApplicationStatusFilter
            value={filters.status}
            onChange={(status) => location.change({ status })}
          />
          <SearchField
            label={t('operator.applications.search.label')}
            placeholder={t('operator.applications.search.placeholder')}
            value={filters.query}
            onSearch={location.search}
          />
        </Box>
        <Box id={listId}>
          <ApplicationsList
            filters={filters}
            onClearFilters={location.clear}
            pageHref={location.pageHref}
          />
        </Box>
      </Stack>
    </Container>
  );
}
