import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STORE_ACTIVITY_ACTIONS, type StoreActivityAction } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

interface ActivityFilterProps {
  action: StoreActivityAction | null;
  onChange: (action: StoreActivityAction | null) => void;
}

const isAction = (value: string): value is StoreActivityAction =>
  (STORE_ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** Which kind of activity to show: everything, or one action. */
export function ActivityFilter({ action, onChange }: ActivityFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('merchantStaff.activity.filter')}
      value={action ?? ALL}
      onChange={(event) => onChange(isAction(event.target.value) ? event.target.value : null)}
      sx={{ minWidth: { xs: '100%', sm: 260 } }}
    >
      <MenuItem value={ALL}>{t('merchantStaff.activity.all')}</MenuItem>
      {STORE_ACTIVITY_ACTIONS.map((shown) => (
        <MenuItem key={shown} value={shown}>
          {t(`merchantStaff.activity.actions.${shown}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
