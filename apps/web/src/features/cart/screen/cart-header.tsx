import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBackRounded';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { flipInRtl } from '../../../ui/flip-in-rtl';

interface CartHeaderProps {
  /** Clear all is offered only when there is something to clear. */
  onClearAll: (() => void) | null;
}

/** The back header 'Shopping Cart' (back goes to /products) with Clear all. */
export function CartHeader({ onClearAll }: CartHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: { xs: 2, md: 3 } }}>
      <IconButton
        component={RouterLink}
        to="/products"
        aria-label={t('cart.back')}
        sx={{ marginInlineStart: -1, color: 'text.primary' }}
      >
        <ArrowBackIcon sx={flipInRtl} />
      </IconButton>
      <Typography
        variant="h2"
        component="h1"
        sx={{ flex: 1, minWidth: 0, fontSize: { xs: '1.5rem', sm: undefined } }}
      >
        {t('cart.title')}
      </Typography>
      {onClearAll && (
        <Button
          color="error"
          startIcon={<DeleteSweepIcon />}
          onClick={onClearAll}
          sx={{
            flexShrink: 0,
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          {t('cart.clearAll')}
        </Button>
      )}
    </Box>
  );
}
