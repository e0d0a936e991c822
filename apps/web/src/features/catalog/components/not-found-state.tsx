import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { StoresSoonIllustration } from './stores-soon-illustration';

interface NotFoundStateProps {
  title: string;
  body: string;
  action: string;
  to: string;
}

/** A store or product that does not exist (any more): the page's heading and a way on. */
export function NotFoundState({ title, body, action, to }: NotFoundStateProps) {
  return (
    <EmptyState
      illustration={<StoresSoonIllustration />}
      title={title}
      body={body}
      headingLevel="h1"
    >
      <Button component={RouterLink} to={to} variant="contained">
        {action}
      </Button>
    </EmptyState>
  );
}
