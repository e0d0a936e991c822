import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

interface LoginLinkButtonProps {
  /** Opens the login dialog. */
  onClick: () => void;
  children: ReactNode;
}

/** "Login" as a link in running text, e.g. "Already have an account? Login". */
export function LoginLinkButton({ onClick, children }: LoginLinkButtonProps) {
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
    >
      {children}
    </Link>
  );
}
