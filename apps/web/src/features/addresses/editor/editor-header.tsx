import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BackIcon from '@mui/icons-material/ArrowBackRounded';
import CloseIcon from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../ui/flip-in-rtl';

interface EditorHeaderProps {
  titleId: string;
  title: string;
  subtitle?: string;
  onClose: () => void;
  /** Shows a back arrow before the title. */
  onBack?: () => void;
  backLabel?: string;
  disabled?: boolean;
}

/** The editor's title row: an optional back arrow, the step's title, and close. */
export function EditorHeader({
  titleId,
  title,
  subtitle,
  onClose,
  onBack,
  backLabel,
  disabled = false,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: { xs: 2, sm: 3 }, pt: 2.5 }}>
      {onBack && (
        <IconButton
          onClick={onBack}
          aria-label={backLabel}
          disabled={disabled}
          sx={{ ml: -1, mt: -0.25 }}
        >
          <BackIcon sx={flipInRtl} />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DialogTitle id={titleId} component="h2" sx={{ p: 0, fontSize: { xs: 20, sm: 22 } }}>
          {title}
        </DialogTitle>
        {subtitle && (
          <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.25 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <IconButton
        onClick={onClose}
        aria-label={t('addressEditor.close')}
        disabled={disabled}
        sx={{ mr: -1, mt: -0.25 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
