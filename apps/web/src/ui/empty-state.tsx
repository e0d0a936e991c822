import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** Decorative art beside the words (aria-hidden). */
  illustration: ReactNode;
  title: string;
  body?: ReactNode;
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** A friendly "nothing here" with what to do next. */
export function EmptyState({
  illustration,
  title,
  body,
  children,
  headingLevel = 'h2',
}: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: { xs: 2, sm: 4 },
        p: { xs: 3, md: 4 },
        textAlign: { xs: 'center', sm: 'start' },
      }}
    >
      <Box sx={{ flexShrink: 0 }}>{illustration}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component={headingLevel} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {body && (
          <Typography component="div" color="text.secondary" sx={{ mb: children ? 2 : 0 }}>
            {body}
          </Typography>
        )}
        {children}
      </Box>
    </Paper>
  );
}
