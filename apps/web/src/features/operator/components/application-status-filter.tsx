import { APPLICATION_STATUSES, type ApplicationStatus } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { FilterChips } from '../../../ui/filter-chips';

interface ApplicationStatusFilterProps {
  value: ApplicationStatus | null;
  onChange: (status: ApplicationStatus | null) => void;
}

/** Any status, New, Reviewed, Accepted, Rejected. */
export function ApplicationStatusFilter({ value, onChange }: ApplicationStatusFilterProps) {
  const { t } = useTranslation();
  return (
    <FilterChips
      label={t('operator.applications.statusLabel')}
      chips={[
        { value: null, label: t('operator.applications.anyStatus') },
        ...APPLICATION_STATUSES.map((status) => ({
          value: status,
          label: t(`operator.statuses.${status}`),
        })),
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
