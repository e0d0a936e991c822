import Button from '@mui/material/Button';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import { useTranslation } from 'react-i18next';
import { isRegisteredSession } from '../store/auth-state';
import { useAuth } from '../store/use-auth';
import { UserMenu } from './user-menu';

interface AccountButtonProps {
  onSignIn: () => void;
  /** The user menu's Back office entry, or null without one. */
  backOfficeLink: string | null;
}

/**
 * The header's account corner (SPEC §2, §6): a registered user gets the user menu; a guest gets
 * Sign in, which opens the login dialog.
 */
export function AccountButton({ onSignIn, backOfficeLink }: AccountButtonProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  if (auth.user && isRegisteredSession(auth)) {
    return <UserMenu user={auth.user} backOfficeLink={backOfficeLink} />;
  }
  return (
    <Button
      variant="contained"
      onClick={onSignIn}
      startIcon={<PersonIcon />}
      aria-haspopup="dialog"
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('nav.signIn')}
    </Button>
  );
}
