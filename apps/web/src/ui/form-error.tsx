import Box from '@mui/material/Box';
import ErrorIcon from '@mui/icons-material/ErrorOutlineRounded';
import type { ReactNode } from 'react';
import type { ShownMessage } from '../api/server-message';
import { useTranslateMessage } from '../i18n/domain-messages/use-translate-message';

/**
 * A server error in red under a form (SPEC §7 "Login ERROR"). It appears as an alert, which
 * screen readers announce the moment it is inserted. Domain and server texts read in the UI's
 * language: a server message by its key (`errorMessage(error)`), a domain text by its words.
 */
export function FormError({
  message,
  children,
}: {
  message?: string | ShownMessage | null;
  children?: ReactNode;
}) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        color: 'error.main',
        fontSize: 14,
        fontWeight: 500,
        lineHeight: 1.45,
      }}
    >
      <ErrorIcon fontSize="small" sx={{ mt: '1px' }} />
      <Box component="span">
        {translate(message)}
        {children}
      </Box>
    </Box>
  );
}
