import Box from '@mui/material/Box';
import { brand, radius } from '../../../../theme/tokens';

/** A voucher code as shoppers type it: monospace, in a dashed coupon-like pill. */
export function CodeChip({ code }: { code: string }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1.25,
        py: 0.25,
        borderRadius: `${radius.pill}px`,
        border: `1.5px dashed ${brand.primary}`,
        bgcolor: brand.primaryLight,
        color: brand.primaryDark,
        fontFamily: 'monospace',
        fontSize: 15,
        fontWeight: 700,
        letterSpacing: 1,
        direction: 'ltr',
        overflowWrap: 'anywhere',
      }}
    >
      {code}
    </Box>
  );
}
