import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../ui/error-panel';
import { useMerchantStore } from '../shell/api/get-merchant-store';
import { NoticeSnackbar } from '../shell/components/notice-snackbar';
import { useCurrentStore } from '../shell/current-store';
import { useNotice } from '../shell/use-notice';
import { StoreImagesSection } from './images/store-images-section';
import { SettingsSkeleton } from './settings-skeleton';
import { StoreSettingsForm } from './store-settings-form';

/** /store-settings: the store's hours, holidays, delivery, preparation time and pictures. */
export function StoreSettingsPage() {
  const { t } = useTranslation();
  const { storeQueryId } = useCurrentStore();
  const store = useMerchantStore(storeQueryId);
  const { notice, say, dismiss } = useNotice();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h3" component="h1">
        {t('pages.storeSettings.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('pages.storeSettings.description')}
      </Typography>
      {store.isPending && <SettingsSkeleton />}
      {store.isError && (
        <ErrorPanel
          onRetry={() => void store.refetch()}
          message={t('backOffice.settings.loadFailed')}
        />
      )}
      {store.data && (
        <Stack spacing={3}>
          <StoreSettingsForm
            key={store.data.query_id}
            store={store.data}
            onSaved={() => say('success', t('backOffice.settings.saved'))}
            onHoursCopied={(day) => say('info', t('backOffice.settings.hours.copied', { day }))}
          />
          <StoreImagesSection
            key={`images-${store.data.query_id}`}
            store={store.data}
            onUploaded={(kind) => say('success', t(`backOffice.settings.images.${kind}Uploaded`))}
          />
        </Stack>
      )}
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}
