import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { BlockHeading, type BlockTitleLevel } from './block-heading';

interface ListBlockProps {
  titleComponent: BlockTitleLevel;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
  /** The list's layout (grid, sideways strip…). */
  listSx: Exclude<SxProps<Theme>, readonly unknown[]>;
  /** A strip that scrolls sideways without links of its own: focusable so keys can scroll it. */
  focusableScroll?: boolean;
  children: ReactNode;
}

/** A marketing block: its titled section and the list of its items. */
export function ListBlock({
  titleComponent,
  title,
  subtitle,
  aside,
  listSx,
  focusableScroll = false,
  children,
}: ListBlockProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <BlockHeading
        id={titleId}
        component={titleComponent}
        title={title}
        subtitle={subtitle}
        aside={aside}
      />
      <Box
        component="ul"
        tabIndex={focusableScroll ? 0 : undefined}
        aria-labelledby={focusableScroll ? titleId : undefined}
        sx={[{ listStyle: 'none', m: 0, p: 0 }, listSx]}
      >
        {children}
      </Box>
    </Box>
  );
}
