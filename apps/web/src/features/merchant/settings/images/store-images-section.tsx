import Box from '@mui/material/Box';
import type { MerchantStore } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import type { StoreImageKind } from '../api/upload-store-image';
import { SettingsSection } from '../sections/settings-section';
import { ImageUploadCard } from './image-upload-card';

interface StoreImagesSectionProps {
  store: MerchantStore;
  onUploaded: (kind: StoreImageKind) => void;
}

/** The logo and the banner; each uploads on its own, apart from the form's Save. */
export function StoreImagesSection({ store, onUploaded }: StoreImagesSectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection
      title={t('backOffice.settings.images.title')}
      intro={t('backOffice.settings.images.intro')}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
        <ImageUploadCard
          storeQueryId={store.query_id}
          kind="logo"
          currentUrl={store.logo_url}
          onUploaded={onUploaded}
        />
        <ImageUploadCard
          storeQueryId={store.query_id}
          kind="banner"
          currentUrl={store.banner_url}
          onUploaded={onUploaded}
        />
      </Box>
    </SettingsSection>
  );
}
