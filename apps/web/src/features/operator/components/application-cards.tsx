import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApplicationSummary } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applicationTitle } from '../model/application-title';
import { OPERATOR_PATHS } from '../model/operator-paths';
import { ApplicationStatusChip } from './application-status-chip';
import { ReceivedTime } from './received-time';
import { displayNumber } from '../../auth';

export const cardListSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 1.5,
} as const;

interface ApplicationCardsProps {
  applications: readonly ApplicationSummary[];
  busy: boolean;
  now: number;
}

/** The inbox on a phone: a card each, the name opens the application. */
export function ApplicationCards({ applications, busy, now }: ApplicationCardsProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('operator.applications.listLabel')}
      aria-busy={busy}
      sx={cardListSx}
    >
      {applications.map((application) => (
        <Paper component="li" key={application.id} variant="outlined" sx={{ p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Link
              component={RouterLink}
              to={OPERATOR_PATHS.application(application.id)}
              sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {applicationTitle(application)}
            </Link>
            <ApplicationStatusChip status={application.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[t(`operator.kinds.${application.kind}`), application.city]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box
            sx={{
              mt: 1,
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
              typography: 'body2',
            }}
          >
            <span dir="ltr">
              {application.mobile_number
                ? displayNumber(application.mobile_number)
                : (application.email ?? '')}
            </span>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              <ReceivedTime at={application.created_at} now={now} />
            </Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
