import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { MERCHANT_ROLES, type MerchantRole, type StaffMember } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

interface RoleSelectProps {
  member: StaffMember;
  /** The person's name as the line shows it, for the label screen readers hear. */
  name: string;
  disabled: boolean;
  onChange: (role: MerchantRole) => void;
}

/** The person's role, changed in place. */
export function RoleSelect({ member, name, disabled, onChange }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      size="small"
      value={member.role}
      disabled={disabled}
      onChange={(event) => {
        const role = event.target.value;
        if (role !== member.role) onChange(role);
      }}
      inputProps={{ 'aria-label': t('merchantStaff.people.roleOf', { name }) }}
      sx={{ minWidth: 136 }}
    >
      {MERCHANT_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`backOffice.roles.${role}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
