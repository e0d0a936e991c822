import { isBusinessUser } from '@sauda/domain';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/MenuRounded';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../features/auth/store/use-auth';
import { useSelectedAddressLabel } from '../../../features/addresses/selection/use-selected-address-label';
import { Logo } from '../../../ui/logo';
import { LanguageMenuButton } from '../../../ui/language-switch';
import { CartButton } from './cart-button';
import { DeliverToButton } from './deliver-to-button';
import { HeaderAccount } from './header-account';
import { IndustryNav } from './industry-nav';
import { SHOPPER_DRAWER_ID } from '../shared/panel-ids';
import { StoreSearchBox } from '../../../features/catalog/search/store-search-box';

interface ShopperHeaderProps {
  menuOpen: boolean;
  onOpenMenu: () => void;
  onSignIn: () => void;
  onChooseAddress: () => void;
}

/** The shopper header (SPEC §2): business users get their logo, registered ones a user menu. */
export function ShopperHeader({
  menuOpen,
  onOpenMenu,
  onSignIn,
  onChooseAddress,
}: ShopperHeaderProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const addressName = useSelectedAddressLabel();
  return (
    <AppBar
      component="header"
      sx={{
        position: { xs: 'relative', md: 'sticky' },
        top: 0,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 2 } }}>
        {/* One row from md up; on phones the address and search wrap onto a second row. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 0.5, md: 1.5 },
            rowGap: 1,
            py: { xs: 1, md: 1.25 },
          }}
        >
          <IconButton
            onClick={onOpenMenu}
            aria-label={t('shopper.openMenu')}
            aria-controls={SHOPPER_DRAWER_ID}
            aria-expanded={menuOpen}
            sx={{ order: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ order: 2, display: 'flex', mr: { md: 1 } }}>
            <Logo height={30} variant={isBusinessUser(user?.trade_types) ? 'business' : 'retail'} />
          </Box>
          <Box sx={{ order: { xs: 7, md: 3 }, minWidth: 0 }}>
            <DeliverToButton onClick={onChooseAddress} addressName={addressName} />
          </Box>
          <Box
            sx={{
              order: { xs: 8, md: 4 },
              flex: 1,
              display: 'flex',
              justifyContent: 'center',
              minWidth: 0,
            }}
          >
            <StoreSearchBox />
          </Box>
          <Box sx={{ order: 3, flex: 1, display: { md: 'none' } }} />
          <Box sx={{ order: 5, display: { xs: 'none', md: 'flex' } }}>
            <LanguageMenuButton />
          </Box>
          <Box sx={{ order: 5 }}>
            <CartButton />
          </Box>
          <Box sx={{ order: 6, display: 'flex' }}>
            <HeaderAccount onSignIn={onSignIn} />
          </Box>
          <Box sx={{ order: 6, flexBasis: '100%', height: 0, display: { md: 'none' } }} />
        </Box>
      </Container>
      <IndustryNav />
    </AppBar>
  );
}
