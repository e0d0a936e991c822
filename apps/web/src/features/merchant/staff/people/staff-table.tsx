import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../../ui/visually-hidden';
import { StaffStatusChip } from '../components/staff-status-chip';
import { memberName } from '../model/person-label';
import { MemberIdentity } from './member-identity';
import type { StaffListProps } from './staff-list-props';
import { RemoveButton } from './remove-button';
import { RoleSelect } from './role-select';

/** The store's people on a wide screen: one row each, role and removal in place. */
export function StaffTable({ staff, busyId, onRoleChange, onRemove }: StaffListProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('merchantStaff.people.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('merchantStaff.people.person')}</TableCell>
            <TableCell>{t('merchantStaff.people.role')}</TableCell>
            <TableCell>{t('merchantStaff.people.status')}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('merchantStaff.people.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => {
            const name = memberName(t, member);
            const busy = busyId === member.id;
            return (
              <TableRow key={member.id} aria-busy={busy}>
                <TableCell>
                  <MemberIdentity member={member} />
                </TableCell>
                <TableCell>
                  <RoleSelect
                    member={member}
                    name={name}
                    disabled={busy}
                    onChange={(role) => onRoleChange(member, role)}
                  />
                </TableCell>
                <TableCell>
                  <StaffStatusChip status={member.status} />
                </TableCell>
                <TableCell align="right">
                  <RemoveButton
                    member={member}
                    name={name}
                    disabled={busy}
                    onClick={() => onRemove(member)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
