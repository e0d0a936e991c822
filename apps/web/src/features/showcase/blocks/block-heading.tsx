import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type BlockTitleLevel = 'h2' | 'h3';

interface BlockHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  component: BlockTitleLevel;
  /** Sits at the end of the title row, e.g. a countdown or a "See all" link. */
  aside?: ReactNode;
}

/** Title row of a marketing block; the block's section is labelled by `id`. */
export function BlockHeading({ id, title, subtitle, component, aside }: BlockHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h3" component={component}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {aside}
    </Box>
  );
}
