import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from './consent-storage';

interface CookieSettingsDialogProps {
  open: boolean;
  choice: ConsentChoice | null;
  onSave: (analytics: boolean) => void;
  onClose: () => void;
}

interface CategoryRowProps {
  id: string;
  title: string;
  body: string;
  control: ReactNode;
}

function CategoryRow({ id, title, body, control }: CategoryRowProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 2 }}>
      <Box sx={{ flex: 1 }}>
        <Typography id={`${id}-label`} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography id={`${id}-body`} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {body}
        </Typography>
      </Box>
      {control}
    </Box>
  );
}

function CurrentChoice({ choice }: { choice: ConsentChoice }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(choice.decidedAt),
  );
  const kind = t(choice.analytics ? 'consent.dialog.choiceAll' : 'consent.dialog.choiceEssential');
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('consent.dialog.currentChoice', { choice: kind, date })}
    </Typography>
  );
}

/** Essential storage (always on) and analytics (a switch), with the way to withdraw. */
export function CookieSettingsDialog({ open, choice, onSave, onClose }: CookieSettingsDialogProps) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the stored choice, not from an abandoned edit.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAnalytics(choice?.analytics ?? false);
  }
  const withdrawing = choice?.analytics === true && !analytics;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="cookie-settings-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="cookie-settings-title">{t('consent.dialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('consent.dialog.intro')}</Typography>
        {choice && <CurrentChoice choice={choice} />}
        <CategoryRow
          id="cookie-essential"
          title={t('consent.dialog.essentialTitle')}
          body={t('consent.dialog.essentialBody')}
          control={
            <Switch
              checked
              disabled
              slotProps={{
                input: {
                  'aria-labelledby': 'cookie-essential-label',
                  'aria-describedby': 'cookie-essential-body',
                },
              }}
            />
          }
        />
        <Divider />
        <CategoryRow
          id="cookie-analytics"
          title={t('consent.dialog.analyticsTitle')}
          body={t('consent.dialog.analyticsBody')}
          control={
            <Switch
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              slotProps={{
                input: {
                  'aria-labelledby': 'cookie-analytics-label',
                  'aria-describedby': 'cookie-analytics-body',
                },
              }}
            />
          }
        />
        {withdrawing && (
          <Alert severity="info" role="status" sx={{ mt: 1 }}>
            {t('consent.dialog.withdrawNote')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{
          px: 3,
          pb: 2,
          flexWrap: 'wrap',
          gap: 1,
          // On a phone the three choices share the width instead of stacking at one side.
          '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } },
        }}
      >
        <Button onClick={onClose}>{t('consent.dialog.cancel')}</Button>
        <Button variant="outlined" onClick={() => onSave(analytics)}>
          {t('consent.dialog.save')}
        </Button>
        <Button variant="contained" onClick={() => onSave(true)}>
          {t('consent.acceptAll')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
