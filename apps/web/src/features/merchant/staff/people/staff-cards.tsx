import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { StaffStatusChip } from '../components/staff-status-chip';
import { memberName } from '../model/person-label';
import { MemberIdentity } from './member-identity';
import { RemoveButton } from './remove-button';
import { RoleSelect } from './role-select';
import type { StaffListProps } from './staff-list-props';

/** The store's people on a phone: a card each, the controls in a row under the name. */
export function StaffCards({ staff, busyId, onRoleChange, onRemove }: StaffListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('merchantStaff.people.label')}
      sx={{ m: 0, p: 0 }}
    >
      {staff.map((member) => {
        const name = memberName(t, member);
        const busy = busyId === member.id;
        return (
          <Paper
            component="li"
            key={member.id}
            variant="outlined"
            aria-busy={busy}
            sx={{ p: 2, listStyle: 'none' }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <MemberIdentity member={member} />
              </Box>
              <StaffStatusChip status={member.status} />
            </Box>
            <Box
              sx={{
                mt: 1.5,
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <RoleSelect
                member={member}
                name={name}
                disabled={busy}
                onChange={(role) => onRoleChange(member, role)}
              />
              <RemoveButton
                member={member}
                name={name}
                disabled={busy}
                onClick={() => onRemove(member)}
              />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
