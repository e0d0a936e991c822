import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorPageHeader } from './components/operator-page-header';
import { SearchField } from '../../ui/search-field';
import { StoreStatusTabs } from './components/store-status-tabs';
import { StoresList } from './components/stores-list';
import { useStoreLocation } from './use-store-location';

/**
 * /admin/stores: onboarding a draft store (commission, then Publish) and the live ones. The
 * tab and search live in the URL.
 */
export function OperatorStoresPage() {
  const { t } = useTranslation();
  const location = useStoreLocation();
  const listId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2.5, md: 4 } }}>
      <OperatorPageHeader
        title={t('operator.stores.title')}
        subtitle={t('operator.stores.subtitle')}
      />
      <Stack spacing={2} sx={{ mt: { xs: 2, md: 3 } }}>
        <StoreStatusTabs
          value={location.filters.status}
          onChange={location.tab}
          controls={listId}
        />
        <Box sx={{ display: 'flex' }}>
          <SearchField
            label={t('operator.stores.search.label')}
            placeholder={t('operator.stores.search.placeholder')}
            value={location.filters.query}
            onSearch={location.search}
          />
        </Box>
        <Box id={listId}>
          <StoresList
            filters={location.filters}
            pageHref={location.pageHref}
            onChanged={setNotice}
          />
        </Box>
      </Stack>
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </Container>
  );
}
