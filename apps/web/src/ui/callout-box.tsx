import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { brand } from '../theme/tokens';

interface CalloutBoxProps {
  titleId: string;
  icon: ReactElement<{ sx?: object }>;
  title: string;
  body: string;
  /** Ways to reach someone (email, phone), under the body. */
  contacts: ReactNode;
  action: { label: string; to: string };
}

/** A warm aside that points somewhere else: who to write to, with a button to the right page. */
export function CalloutBox({ titleId, icon, title, body, contacts, action }: CalloutBoxProps) {
  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        gap: 2,
        p: { xs: 2.5, md: 3 },
        borderRadius: '16px',
        bgcolor: brand.accentLight,
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', color: '#8A5A00', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' } }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {body}
        </Typography>
        <Box sx={{ mt: 1 }}>{contacts}</Box>
      </Box>
      <Button component={RouterLink} to={action.to} variant="contained">
        {action.label}
      </Button>
    </Box>
  );
}
