import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AcceptIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import RejectIcon from '@mui/icons-material/DoNotDisturbAltRounded';
import ReviewIcon from '@mui/icons-material/VisibilityOutlined';
import type { Application } from '@sauda/domain';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { decisionsFor, type Decision } from '../model/decisions';
import { DecisionDialog } from './decision-dialog';

const BUTTONS: Record<Decision, { icon: ReactElement; variant: 'contained' | 'outlined' }> = {
  reviewed: { icon: <ReviewIcon />, variant: 'outlined' },
  accepted: { icon: <AcceptIcon />, variant: 'contained' },
  rejected: { icon: <RejectIcon />, variant: 'outlined' },
};

/** Mark reviewed, Accept, Reject: whichever the application's status still allows. */
export function ApplicationActions({ application }: { application: Application }) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<Decision | null>(null);
  const update = useUpdateApplicationStatus(application.id);
  const decisions = decisionsFor(application.status);

  const open = (next: Decision) => {
    update.reset();
    setDecision(next);
  };
  const confirm = (industryId: number | undefined) => {
    if (!decision) return;
    update.mutate(
      { status: decision, ...(industryId !== undefined && { industry_id: industryId }) },
      { onSuccess: () => setDecision(null) },
    );
  };

  return (
    <>
      {decisions.length === 0 ? (
        <Typography color="text.secondary">{t('operator.detail.final')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {decisions.map((next) => (
            <Button
              key={next}
              variant={BUTTONS[next].variant}
              color={next === 'rejected' ? 'error' : 'primary'}
              startIcon={BUTTONS[next].icon}
              onClick={() => open(next)}
              aria-haspopup="dialog"
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
            >
              {t(`operator.actions.${next}`)}
            </Button>
          ))}
        </Box>
      )}
      <DecisionDialog
        application={application}
        decision={decision}
        pending={update.isPending}
        error={update.error}
        onConfirm={confirm}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
