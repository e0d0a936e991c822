import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';

interface DeliverToButtonProps {
  onClick: () => void;
  /** Home, Work, another saved address's name; none yet in the shell. */
  addressName?: string;
}

/** "Deliver to" with the selected address under it; it opens the address dialog (SPEC §2). */
export function DeliverToButton({ onClick, addressName }: DeliverToButtonProps) {
  const { t } = useTranslation();
  const label = addressName ?? t('shopper.selectAddress');
  return (
    <ButtonBase
      onClick={onClick}
      aria-haspopup="dialog"
      sx={{
        gap: 0.75,
        px: 1,
        py: 0.5,
        borderRadius: 1,
        textAlign: 'start',
        flexShrink: 0,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <LocationIcon color="primary" />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
          {t('shopper.deliverTo')}
        </Box>
        <Box
          component="span"
          sx={{
            fontSize: 14,
            fontWeight: 600,
            display: 'flex',
            alignItems: 'center',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
          <ExpandMoreIcon fontSize="small" />
        </Box>
      </Box>
    </ButtonBase>
  );
}
