import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../fields/number-field';
import { SettingsSection } from './settings-section';

/** How long the store usually needs to prepare an order, offered when it accepts one. */
export function PreparationSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('backOffice.settings.preparation.title')}>
      <Box sx={{ maxWidth: { sm: 'calc(50% - 10px)' } }}>
        <NumberField
          name="preparation_minutes"
          label={t('backOffice.settings.preparation.minutes')}
          helperText={t('backOffice.settings.preparation.hint')}
          suffix={t('backOffice.settings.preparation.unit')}
          integer
        />
      </Box>
    </SettingsSection>
  );
}
