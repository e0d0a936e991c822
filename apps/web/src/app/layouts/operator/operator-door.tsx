import Button from '@mui/material/Button';
import LockIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackOfficeStatePanel } from '../../../features/merchant/shell/components/back-office-state-panel';

interface OperatorDoorProps {
  signedIn: boolean;
  onSignIn: () => void;
}

/**
 * What anyone but an operator sees here: the area is Sauda's own; a guest may sign in, a
 * registered user goes back to the shop. No application or store shows.
 */
export function OperatorDoor({ signedIn, onSignIn }: OperatorDoorProps) {
  const { t } = useTranslation();
  return (
    <BackOfficeStatePanel
      icon={<LockIcon />}
      title={t('operator.door.title')}
      body={signedIn ? t('operator.door.notOperator') : t('operator.door.signIn')}
      actions={
        <>
          {!signedIn && (
            <Button
              variant="contained"
              size="large"
              startIcon={<PersonIcon />}
              aria-haspopup="dialog"
              onClick={onSignIn}
            >
              {t('operator.door.signInAction')}
            </Button>
          )}
          <Button component={RouterLink} to="/products" variant="outlined" size="large">
            {t('operator.backToShop')}
          </Button>
        </>
      }
    />
  );
}
