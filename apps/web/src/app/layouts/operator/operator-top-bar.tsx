import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import ShopIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageMenuButton } from '../../../ui/language-switch';
import { Logo } from '../../../ui/logo';
import { OperatorNav } from './operator-nav';

/**
 * The operator's bar: the logo and "Operator", the sections (beside them on a wide screen, on
 * a row of their own on a phone), the language and the way back to the shop.
 */
export function OperatorTopBar({ withNav }: { withNav: boolean }) {
  const { t } = useTranslation();
  return (
    <AppBar
      component="header"
      position="sticky"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1.5, px: { xs: 1.5, sm: 2, md: 3 } }}>
        <Logo height={26} />
        <Chip label={t('operator.badge')} size="small" color="secondary" />
        {withNav && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, ml: 2 }}>
            <OperatorNav />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageMenuButton />
        <Button
          component={RouterLink}
          to="/products"
          startIcon={<ShopIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('operator.backToShop')}
        </Button>
      </Toolbar>
      {withNav && (
        <Toolbar
          variant="dense"
          sx={{ display: { md: 'none' }, borderTop: 1, borderColor: 'divider', px: 1 }}
        >
          <OperatorNav />
        </Toolbar>
      )}
    </AppBar>
  );
}
