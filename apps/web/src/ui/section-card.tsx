import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title (what the card holds or counts). */
  subtitle?: ReactNode;
  /** A way on, beside the title (e.g. Manage stock). */
  action?: ReactNode;
  /** How large the title reads; it is a second-level heading either way. */
  headingVariant?: 'h4' | 'h5';
  /** The card's padding and layout, which differ by page. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** An outlined card of a page: a region named by its heading, so a screen reader can jump to it. */
export function SectionCard({
  title,
  subtitle,
  action,
  headingVariant = 'h5',
  sx,
  children,
}: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={sx}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant={headingVariant} component="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
