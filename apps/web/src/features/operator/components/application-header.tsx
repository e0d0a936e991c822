import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Application } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { applicationTitle } from '../model/application-title';
import { receivedAt } from '../model/received-ago';
import { ApplicationStatusChip } from './application-status-chip';

/** The application's name as h1, its kind and status, and when it came and was reviewed. */
export function ApplicationHeader({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const reviewer = application.reviewed_by?.full_name;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Chip
          size="small"
          variant="outlined"
          label={t(`operator.kinds.${application.kind}`)}
          sx={{ fontWeight: 600 }}
        />
        <ApplicationStatusChip status={application.status} />
      </Box>
      <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {applicationTitle(application)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('operator.detail.received', { at: receivedAt(application.created_at, i18n.language) })}
      </Typography>
      {application.reviewed_at && (
        <Typography variant="body2" color="text.secondary">
          {reviewer
            ? t('operator.detail.reviewedBy', {
                name: reviewer,
                at: receivedAt(application.reviewed_at, i18n.language),
              })
            : t('operator.detail.reviewedAt', {
                at: receivedAt(application.reviewed_at, i18n.language),
              })}
        </Typography>
      )}
    </Box>
  );
}
