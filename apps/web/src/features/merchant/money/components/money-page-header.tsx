import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MoneyPageHeaderProps {
  title: string;
  subtitle: string;
  storeName: string;
  /** Beside the title when wide, under it on a phone (Export CSV). */
  action: ReactNode;
}

/** The page's title, the store it is about and what it counts. */
export function MoneyPageHeader({ title, subtitle, storeName, action }: MoneyPageHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {storeName} · {subtitle}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
