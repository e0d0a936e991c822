import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import type { MerchantStore } from '@sauda/domain';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../fields/number-field';
import { useSettingsFormContext } from '../model/use-settings-form-context';
import { ServiceAreaMap } from './service-area-map';
import { SettingsSection } from './settings-section';

const RADIUS_MIN_KM = 0.5;
const RADIUS_MAX_KM = 50;

/** The map keeps the last radius it could draw while the box holds something else. */
function drawableRadius(value: unknown, fallback: number): number {
  return typeof value === 'number' && value >= RADIUS_MIN_KM && value <= RADIUS_MAX_KM
    ? value
    : fallback;
}

/** The store's own delivery fee, minimum order and delivery radius, with its map. */
export function DeliverySection({ store }: { store: MerchantStore }) {
  const { t } = useTranslation();
  const { control, setValue } = useSettingsFormContext();
  const overriding = useWatch({ control, name: 'override_delivery_fee' });
  const radius = drawableRadius(
    useWatch({ control, name: 'service_area_radius' }),
    store.service_area_radius,
  );
  const km = t('backOffice.settings.delivery.km');
  return (
    <SettingsSection title={t('backOffice.settings.delivery.title')}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name="override_delivery_fee"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label={t('backOffice.settings.delivery.override')}
              />
            )}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {t('backOffice.settings.delivery.overrideHint')}
          </FormHelperText>
        </Box>
        <NumberField
          name="delivery_fee"
          label={t('backOffice.settings.delivery.fee')}
          prefix="Rs"
          step={0.01}
          disabled={!overriding}
        />
        <NumberField
          name="minimum_order"
          label={t('backOffice.settings.delivery.minimum')}
          helperText={t('backOffice.settings.delivery.minimumHint')}
          prefix="Rs"
          step={0.01}
        />
        <NumberField
          name="service_area_radius"
          label={t('backOffice.settings.delivery.radius')}
          helperText={t('backOffice.settings.delivery.radiusHint')}
          suffix={km}
          step={0.5}
        />
        <Slider
          value={radius}
          min={RADIUS_MIN_KM}
          max={RADIUS_MAX_KM}
          step={0.5}
          onChange={(_event, value) =>
            setValue('service_area_radius', value, { shouldDirty: true, shouldValidate: true })
          }
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} ${km}`}
          aria-label={t('backOffice.settings.delivery.radius')}
          sx={{ alignSelf: 'center', mx: 1, width: 'auto' }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <ServiceAreaMap lat={store.address.lat} long={store.address.long} radiusKm={radius} />
        </Box>
      </Box>
    </SettingsSection>
  );
}
