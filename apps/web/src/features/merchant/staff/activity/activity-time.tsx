import Tooltip from '@mui/material/Tooltip';
import { karachiDateTime } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../model/relative-time';

/** "5 min ago", with the Karachi date and time in a tooltip and in the `<time>` element. */
export function ActivityTime({ at, now }: { at: string; now: number }) {
  const { t } = useTranslation();
  const absolute = karachiDateTime(new Date(at));
  const relative = relativeTime(at, now);
  const text =
    relative.key === 'on'
      ? absolute
      : t(
          `merchantStaff.time.${relative.key}`,
          'count' in relative ? { count: relative.count } : {},
        );
  return (
    <Tooltip title={absolute} describeChild>
      <time dateTime={at} tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </time>
    </Tooltip>
  );
}
