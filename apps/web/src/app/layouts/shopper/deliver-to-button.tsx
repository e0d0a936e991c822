import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LocationIcon from '@mui/icons-material/LocationOnOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { useTranslation } from 'react-i18next';

interface DeliverToButtonProps {
  onClick: () => void;
  /** Home, Work or another saved address's name; null shows Select Address. */
  addressName: string | null;
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
        maxWidth: '100%',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <LocationIcon color="primary" sx={{ flexShrink: 0 }} />
      <Box
        component="span"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // Nastaliq's tall letters collide at Latin line heights.
          lineHeight: (theme) => (theme.direction === 'rtl' ? 1.75 : 1.2),
          minWidth: 0,
        }}
      >
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
          {/* A long name is cut with an ellipsis; the whole name stays the accessible name. */}
          <Box
            component="span"
            title={label}
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              maxWidth: { xs: 128, sm: 160, md: 200 },
            }}
          >
            {label}
          </Box>
          <ExpandMoreIcon fontSize="small" sx={{ flexShrink: 0 }} />
        </Box>
      </Box>
    </ButtonBase>
  );
}
