import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ApplicationSummary } from '@sauda/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { applicationTitle } from '../model/application-title';
import { OPERATOR_PATHS } from '../model/operator-paths';
import { ApplicationStatusChip } from './application-status-chip';
import { ReceivedTime } from './received-time';
import { displayNumber } from '../../auth';

const headSx = { fontWeight: 700, color: 'text.secondary', whiteSpace: 'nowrap' } as const;
const COLUMNS = ['name', 'kind', 'city', 'mobile', 'received', 'status'] as const;

/** The table's frame and column heads, around rows or skeleton rows. */
export function ApplicationsTableFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('operator.applications.listLabel')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={headSx}>
                {t(`operator.applications.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

interface ApplicationsTableProps {
  applications: readonly ApplicationSummary[];
  busy: boolean;
  now: number;
}

/** The inbox on a wide screen: one row each, the name opens the application. */
export function ApplicationsTable({ applications, busy, now }: ApplicationsTableProps) {
  const { t } = useTranslation();
  const none = t('operator.detail.notGiven');
  return (
    <ApplicationsTableFrame busy={busy}>
      {applications.map((application) => (
        <TableRow key={application.id} hover>
          <TableCell component="th" scope="row" sx={{ minWidth: 200 }}>
            <Link
              component={RouterLink}
              to={OPERATOR_PATHS.application(application.id)}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {applicationTitle(application)}
            </Link>
          </TableCell>
          <TableCell>{t(`operator.kinds.${application.kind}`)}</TableCell>
          <TableCell>{application.city ?? none}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }} dir="ltr">
            {application.mobile_number ? displayNumber(application.mobile_number) : none}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <ReceivedTime at={application.created_at} now={now} />
          </TableCell>
          <TableCell>
            <ApplicationStatusChip status={application.status} />
          </TableCell>
        </TableRow>
      ))}
    </ApplicationsTableFrame>
  );
}
