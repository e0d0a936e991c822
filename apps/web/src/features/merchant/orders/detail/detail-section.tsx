import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { DetailHeading } from '../../../orders';

interface DetailSectionProps {
  title: string;
  /** The heading's id, when something inside is labelled by it too. */
  headingId?: string;
  children: ReactNode;
}

/** One titled part of the order detail, a region named by its heading. */
export function DetailSection({ title, headingId, children }: DetailSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <DetailHeading id={id}>{title}</DetailHeading>
      {children}
    </Box>
  );
}
