import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import type { MerchantStore } from '@sauda/domain';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { DeliverySection } from './sections/delivery-section';
import { HolidaysSection } from './sections/holidays-section';
import { PreparationSection } from './sections/preparation-section';
import { WorkingHoursSection } from './sections/working-hours-section';
import { useStoreSettingsForm } from './use-store-settings-form';

interface StoreSettingsFormProps {
  store: MerchantStore;
  onSaved: () => void;
  onHoursCopied: (dayName: string) => void;
}

/** Hours, holidays, delivery and preparation, saved together; Save stays in reach on phones. */
export function StoreSettingsForm({ store, onSaved, onHoursCopied }: StoreSettingsFormProps) {
  const { t } = useTranslation();
  const { form, submit, saving, formMessage } = useStoreSettingsForm(store, onSaved);
  const dirty = form.formState.isDirty;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <WorkingHoursSection onCopied={onHoursCopied} />
          <HolidaysSection />
          <DeliverySection store={store} />
          <PreparationSection />
        </Stack>
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mt: 3,
            py: 1.5,
            px: { xs: 2, sm: 3 },
            mx: { xs: -2, sm: 0 },
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <FormError message={formMessage} />
            {!formMessage && dirty && (
              <Typography variant="body2" color="text.secondary">
                {t('backOffice.settings.unsaved')}
              </Typography>
            )}
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SaveIcon />}
            loading={saving}
            loadingPosition="start"
          >
            {t('backOffice.settings.save')}
          </Button>
        </Box>
      </Box>
    </FormProvider>
  );
}
