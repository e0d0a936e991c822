import Button from '@mui/material/Button';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import HandshakeIcon from '@mui/icons-material/HandshakeOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackOfficeStatePanel } from './back-office-state-panel';

/** A registered user who works in no store: how to become a partner, or back to shopping. */
export function NotMemberPanel() {
  const { t } = useTranslation();
  return (
    <BackOfficeStatePanel
      icon={<StorefrontIcon />}
      title={t('backOffice.notMember.title')}
      body={t('backOffice.notMember.body')}
      actions={
        <>
          <Button
            component={RouterLink}
            to="/merchants"
            variant="contained"
            startIcon={<HandshakeIcon />}
          >
            {t('backOffice.notMember.partner')}
          </Button>
          <Button component={RouterLink} to="/products" variant="outlined">
            {t('backOffice.notMember.shopping')}
          </Button>
        </>
      }
    />
  );
}
