import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface OperatorPageHeaderProps {
  title: string;
  subtitle: ReactNode;
  /** A button or two beside the title (Export CSV), under it on a phone. */
  actions?: ReactNode;
}

/** An operator page's h1, what the page is for, and its page-wide actions. */
export function OperatorPageHeader({ title, subtitle, actions }: OperatorPageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}
