import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import RemoveIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ReactNode } from 'react';

interface SettingsRowProps {
  /** The grid's columns on a phone and from `sm` up. */
  columns: { xs: string; sm: string };
  children: ReactNode;
}

/**
 * One entry of a settings list (a holiday, a span of hours). Its cells align at the top, so a
 * message under one field leaves the others where they are.
 */
export function SettingsRow({ columns, children }: SettingsRowProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1, alignItems: 'start' }}>
      {children}
    </Box>
  );
}

/** One value below `sm`, one from `sm` up. */
type ByWidth = { xs: number | string; sm: number | string };

interface RemoveRowButtonProps {
  /** Names what goes, e.g. "Remove the holiday of 2026-12-25". */
  label: string;
  onRemove: () => void;
  /** Where the button sits in its row's grid when it is not simply next in line. */
  place?: { gridColumn: ByWidth; gridRow: ByWidth };
}

/** The bin button of a settings row, level with the row's fields. */
export function RemoveRowButton({ label, onRemove, place }: RemoveRowButtonProps) {
  return (
    <IconButton onClick={onRemove} aria-label={label} sx={{ mt: 0.25, ...place }}>
      <RemoveIcon />
    </IconButton>
  );
}
