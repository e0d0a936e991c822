import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffMember } from '@sauda/domain';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../theme/tokens';
import { StatusChip } from '../../../../ui/status-chip';
import { displayNumber } from '../../../auth';
import { memberName } from '../model/person-label';

/** The person's name (or Invited) with a You marker on one's own line, and their number. */
export function MemberIdentity({ member }: { member: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          sx={{
            fontWeight: 600,
            color: member.full_name === null ? 'text.secondary' : 'text.primary',
            overflowWrap: 'anywhere',
          }}
        >
          {memberName(t, member)}
        </Typography>
        {member.is_you && (
          <StatusChip sx={{ bgcolor: brand.primary, color: brand.surface }}>
            {t('merchantStaff.people.you')}
          </StatusChip>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        <Box component="span" dir="ltr">
          {displayNumber(member.mobile_number)}
        </Box>
      </Typography>
    </Box>
  );
}
