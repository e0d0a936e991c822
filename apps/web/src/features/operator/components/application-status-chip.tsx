import Chip from '@mui/material/Chip';
import type { ApplicationStatus } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

const COLORS = {
  new: 'info',
  reviewed: 'default',
  accepted: 'success',
  rejected: 'error',
} as const satisfies Record<ApplicationStatus, 'info' | 'default' | 'success' | 'error'>;

/** New, Reviewed, Accepted or Rejected, in the colour of what it means. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`operator.statuses.${status}`)}
      color={COLORS[status]}
      variant={status === 'reviewed' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
