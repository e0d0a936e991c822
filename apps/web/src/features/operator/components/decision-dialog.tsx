import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Application } from '@sauda/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldMessages } from '../../../api/server-message';
import { translateMessage } from '../../../i18n/domain-messages/translate-message';
import { useErrorText } from '../../../i18n/domain-messages/use-error-text';
import { applicationTitle } from '../model/application-title';
import { asksForIndustry, type Decision } from '../model/decisions';
import { IndustrySelect } from './industry-select';

interface DecisionDialogProps {
  application: Application;
  decision: Decision | null;
  pending: boolean;
  error: unknown;
  onConfirm: (industryId: number | undefined) => void;
  onClose: () => void;
}

/** Which words a decision uses: accepting a merchant says what it opens. */
function wordingOf(decision: Decision, application: Application): string {
  if (decision === 'accepted' && application.kind === 'merchant') return 'acceptMerchant';
  return { reviewed: 'review', accepted: 'accept', rejected: 'reject' }[decision];
}

/**
 * "Are you sure?" for Mark reviewed, Accept and Reject. When the server needs the new store's
 * industry (a merchant of category Other), the dialog asks for it and the operator confirms again.
 */
export function DecisionDialog({
  application,
  decision,
  pending,
  error,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const { errorText } = useErrorText();
  const titleId = useId();
  const [industryId, setIndustryId] = useState<number | null>(null);
  const [shown, setShown] = useState<Decision>(decision ?? 'reviewed');
  if (decision && decision !== shown) setShown(decision);
  const wording = `operator.decisions.${wordingOf(shown, application)}`;
  const needsIndustry = asksForIndustry(error);
  const industryMessage = serverFieldMessages(error).industry_id;
  const values = {
    name: applicationTitle(application),
    mobile: application.mobile_number ?? '',
  };
  return (
    <Dialog
      open={decision !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} component="h2" sx={{ fontSize: 20 }}>
        {t(`${wording}.title`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
          {t(`${wording}.body`, values)}
        </DialogContentText>
        {needsIndustry && (
          <IndustrySelect
            value={industryId}
            onChange={setIndustryId}
            error={industryId === null}
            helperText={industryMessage ? translateMessage(t, industryMessage) : ''}
          />
        )}
        {Boolean(error) && !needsIndustry && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onClose} disabled={pending} autoFocus>
          {t('operator.cancel')}
        </Button>
        <Button
          variant="contained"
          color={shown === 'rejected' ? 'error' : 'primary'}
          loading={pending}
          disabled={needsIndustry && industryId === null}
          onClick={() => onConfirm(needsIndustry ? (industryId ?? undefined) : undefined)}
        >
          {t(`${wording}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
