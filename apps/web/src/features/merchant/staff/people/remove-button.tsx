import Button from '@mui/material/Button';
import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import WithdrawIcon from '@mui/icons-material/CancelScheduleSendOutlined';
import type { StaffMember } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

interface RemoveButtonProps {
  member: StaffMember;
  name: string;
  disabled: boolean;
  onClick: () => void;
}

/** Remove a member, or withdraw an invitation nobody has taken up yet. */
export function RemoveButton({ member, name, disabled, onClick }: RemoveButtonProps) {
  const { t } = useTranslation();
  const invited = member.status === 'invited';
  return (
    <Button
      color="error"
      size="small"
      variant="text"
      disabled={disabled}
      startIcon={invited ? <WithdrawIcon /> : <RemoveIcon />}
      onClick={onClick}
      aria-label={
        invited
          ? t('merchantStaff.people.withdrawFor', { name })
          : t('merchantStaff.people.removeFor', { name })
      }
      sx={{ whiteSpace: 'nowrap' }}
    >
      {invited ? t('merchantStaff.people.withdraw') : t('merchantStaff.people.remove')}
    </Button>
  );
}
