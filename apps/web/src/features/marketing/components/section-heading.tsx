import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle: string;
  action?: ReactNode;
}

export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 2.5, md: 3.5 },
      }}
    >
      <Box>
        <Typography id={id} variant="h2">
          {title}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
