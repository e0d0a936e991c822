import { AccountButton } from '../../../features/auth/components/account-button';
import { useBackOfficeLink } from '../../../features/merchant/shell/use-back-office-link';

/**
 * The header's account corner with the user menu's Back office entry. The app joins the two:
 * the auth feature knows nothing of stores, and the back office builds on auth.
 */
export function HeaderAccount({ onSignIn }: { onSignIn: () => void }) {
  const backOfficeLink = useBackOfficeLink();
  return <AccountButton onSignIn={onSignIn} backOfficeLink={backOfficeLink} />;
}
