import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** The `main` landmark every layout renders its page into. */
export function MainContent() {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{ flex: 1, outline: 'none', minWidth: 0 }}
    >
      <Outlet />
    </Box>
  );
}
