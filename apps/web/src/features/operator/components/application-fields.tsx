import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Application } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { fieldLabel, fieldValueText, inFormOrder } from '../model/field-labels';
import { DetailSection } from './detail-section';

/** Every field the applicant sent, labelled as the public form labels it. */
export function ApplicationFields({ application }: { application: Application }) {
  const { t } = useTranslation();
  const entries = inFormOrder(Object.entries(application.fields));
  return (
    <DetailSection title={t('operator.detail.fieldsTitle')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('operator.detail.noFields')}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 30%) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.5 },
            alignItems: 'baseline',
          }}
        >
          {entries.map(([field, value]) => (
            <Box key={field} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ mt: { xs: 1.25, sm: 0 } }}
              >
                {fieldLabel(t, field)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {fieldValueText(t, field, value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}
