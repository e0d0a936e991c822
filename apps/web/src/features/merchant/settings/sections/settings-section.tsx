import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  intro?: string;
  /** Buttons beside the title, e.g. "Add a holiday". */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page, a region named by its heading. */
export function SettingsSection({ title, intro, action, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}
      >
        <div>
          <Typography id={headingId} variant="h5" component="h2">
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
