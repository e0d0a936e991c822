import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatMoney, toPaisa, type MoneyPrefix, type Paisa } from '@sauda/domain';

/** One style object (no arrays or callbacks), so it merges after the base style. */
type SxObject = Exclude<SxProps<Theme>, readonly unknown[] | boolean | ((theme: Theme) => unknown)>;

/** Rupees as the contract sends them (2 decimals) to display text, e.g. `Rs 1,234.00`. */
export function formatRupees(rupees: number, prefix: MoneyPrefix = 'Rs'): string {
  return formatMoney(toPaisa(rupees), { prefix });
}

type MoneyProps = ({ rupees: number; paisa?: never } | { paisa: Paisa; rupees?: never }) & {
  prefix?: MoneyPrefix;
  /** The old price beside a promotion: struck through. */
  struck?: boolean;
  sx?: SxObject;
};

/** A price in one line that never wraps between the currency and the amount. */
export function Money({ rupees, paisa, prefix = 'Rs', struck = false, sx }: MoneyProps) {
  const amount = paisa ?? toPaisa(rupees ?? 0);
  return (
    <Box
      component={struck ? 's' : 'span'}
      sx={[{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, sx ?? {}]}
    >
      {formatMoney(amount, { prefix })}
    </Box>
  );
}
